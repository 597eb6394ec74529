import { PATIENT_MESSAGES } from '@scout/domain/patients/messages';
import { Flex } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useUpdatePatientProfile } from '../api/update-patient-profile.ts';
import { PreviousAddressesCard } from '../components/previous-addresses-card.tsx';
import { ProfileLoadState } from '../components/profile-load-state.tsx';
import { RetiredProfileNotice } from '../components/retired-profile-notice.tsx';
import { profileToFormValues } from '../forms/patient-profile/form-values.ts';
import { PatientProfileForm } from '../forms/patient-profile/patient-profile-form.tsx';
import { useRouteProfile } from '../hooks/use-route-profile.ts';
import { patientName } from '../lib/patient-display.ts';

/** Route /ccmp/patients/{id}/update: the profile form, and the addresses the patient had before. */
export function PatientUpdatePage() {
  const { profileId, query, invalid } = useRouteProfile();
  const update = useUpdatePatientProfile();
  const profile = query.data;
  const defaults = useMemo(() => (profile ? profileToFormValues(profile) : null), [profile]);

  // The form starts from the record as the server has it now (its lastModified guards the
  // save), never from an older cached copy shown while the fresh one loads.
  const fresh = query.isFetchedAfterMount && !query.isError;
  if (!profile || !defaults || profileId === null || !fresh) {
    return (
      <>
        <PageHeading title="Update Patient Profile" />
        <ProfileLoadState invalid={invalid} isError={query.isError} />
      </>
    );
  }
  return (
    <>
      <PageHeading
        title="Update Patient Profile"
        subtitle={patientName(profile)}
        extra={
          <Flex gap={16}>
            {/* A retired (merged-away) profile takes no merge: the server refuses one too. */}
            {profile.mergedIntoId ? null : (
              <Link to={paths.admin.patientMerge.getHref(profileId)}>
                Merge a duplicate into this profile
              </Link>
            )}
            <Link to={paths.admin.patientJourney.getHref(profileId)}>Journey</Link>
          </Flex>
        }
      />
      <Flex vertical gap={16}>
        {profile.mergedIntoId ? <RetiredProfileNotice mergedIntoId={profile.mergedIntoId} /> : null}
        {/* Started once from the loaded record: a later refetch never wipes what the user typed
            (a newer version on the server surfaces as the 409 dialog on save). */}
        {profile.mergedIntoId ? null : (
          <PatientProfileForm
            key={profile.id}
            profileId={profileId}
            defaultValues={defaults}
            save={(input) => update.mutateAsync(input)}
            savedMessage="Patient profile updated"
            failedMessage={PATIENT_MESSAGES.updateFailed}
          />
        )}
        <PreviousAddressesCard profileId={profileId} />
      </Flex>
    </>
  );
}
