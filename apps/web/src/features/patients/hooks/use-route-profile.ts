import { PATIENT_MESSAGES } from '@scout/domain/patients/messages';
import { App } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePatientProfile } from '../api/get-patient-profile.ts';
import { patientName } from '../lib/patient-display.ts';

/** A positive whole number, or null for anything else ('abc', '0', '1.5'). */
export function parseProfileId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The profile named by the route's :id. An id that is malformed or unknown (404, including a
 * profile merged away) shows 'Patient Profile Id is invalid.' and goes back to the list (spec 1
 * §7). While the profile is shown, the browser title is the patient's name.
 */
export function useRouteProfile() {
  const { id } = useParams();
  const profileId = parseProfileId(id);
  const query = usePatientProfile(profileId);
  const { message } = App.useApp();
  const navigate = useNavigate();

  const notFound =
    isApiRequestError(query.error) && (query.error.status === 404 || query.error.status === 400);
  const invalid = profileId === null || notFound;

  useEffect(() => {
    if (!invalid) return;
    void message.error(PATIENT_MESSAGES.invalidId);
    navigate(paths.admin.patients.getHref(), { replace: true });
  }, [invalid, message, navigate]);

  useDocumentTitle(query.data ? patientName(query.data) : null);

  return { profileId, query, invalid };
}
