import { PATIENT_MESSAGES } from '@scout/domain/patients/messages';
import { useState } from 'react';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useCreatePatientProfile } from '../api/create-patient-profile.ts';
import { newProfileValues } from '../forms/patient-profile/form-values.ts';
import { PatientProfileForm } from '../forms/patient-profile/patient-profile-form.tsx';

/** Route /ccmp/patients/new */
export function PatientCreatePage() {
  const create = useCreatePatientProfile();
  const [defaults] = useState(newProfileValues);
  return (
    <>
      <PageHeading title="Create Patient Profile" />
      <PatientProfileForm
        profileId={null}
        defaultValues={defaults}
        save={(input) => create.mutateAsync(input)}
        savedMessage="Patient profile created"
        failedMessage={PATIENT_MESSAGES.createFailed}
      />
    </>
  );
}
