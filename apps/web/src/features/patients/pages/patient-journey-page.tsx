import { PATIENT_MESSAGES } from '@scout/domain/patients/messages';
import { Alert, App, Button, Card, Flex } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { usePatientPresentations } from '../../../components/patients/api/get-patient-presentations.ts';
import { PresentationsTable } from '../../../components/patients/presentations-table.tsx';
import { paths } from '../../../config/paths.ts';
import { PatientSummary } from '../components/patient-summary.tsx';
import { ProfileLoadState } from '../components/profile-load-state.tsx';
import { RetiredProfileNotice } from '../components/retired-profile-notice.tsx';
import { useRouteProfile } from '../hooks/use-route-profile.ts';
import { patientName } from '../lib/patient-display.ts';

/** Route /ccmp/patients/{id}/journey: the patient's details and every presentation, any module. */
export function PatientJourneyPage() {
  const { profileId, query, invalid } = useRouteProfile();
  const profile = query.data;
  const presentations = usePatientPresentations(profile ? profileId : null);
  const { message } = App.useApp();

  // The spec's toast (spec 1 §8); the card keeps a lasting note with a retry.
  useEffect(() => {
    if (presentations.isError) void message.error(PATIENT_MESSAGES.presentationsFailed);
  }, [presentations.isError, message]);

  if (!profile || profileId === null) {
    return (
      <>
        <PageHeading title="Patient Journey" />
        <ProfileLoadState invalid={invalid} isError={query.isError} />
      </>
    );
  }
  return (
    <>
      <PageHeading
        title="Patient Journey"
        subtitle={patientName(profile)}
        extra={<Link to={paths.admin.patientUpdate.getHref(profileId)}>Update profile</Link>}
      />
      <Flex vertical gap={16}>
        {profile.mergedIntoId ? <RetiredProfileNotice mergedIntoId={profile.mergedIntoId} /> : null}
        <Card size="small" title="Patient details">
          <PatientSummary profile={profile} />
        </Card>
        <Card size="small" title="Presentations">
          {presentations.isError ? (
            <Alert
              type="error"
              showIcon
              title="The presentations could not be loaded."
              action={<Button onClick={() => void presentations.refetch()}>Retry</Button>}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <PresentationsTable presentations={presentations.data ?? []} loading={presentations.isPending} />
        </Card>
      </Flex>
    </>
  );
}
