import type { PatientProfile } from '@scout/domain/patients/patient-profile.schema';
import { Descriptions } from 'antd';
import { formatDate } from '../../../lib/dates.ts';
import { countryName, formatAddress, patientName } from '../lib/patient-display.ts';

/** A read-only card of one profile: the journey's patient details and the merge's target. */
export function PatientSummary({ profile, title }: { profile: PatientProfile; title?: string }) {
  const urns = profile.patientHealthCareProviders
    .map((e) => `${e.healthCareProviderNickName || e.healthCareProviderName}: ${e.urn}`)
    .join(', ');
  return (
    <Descriptions
      title={title}
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'name', label: 'Name', children: patientName(profile) },
        { key: 'gender', label: 'Gender', children: profile.gender },
        { key: 'dob', label: 'Date of birth', children: formatDate(profile.dateOfBirth) || 'Not known' },
        { key: 'age', label: 'Age', children: profile.age ?? '' },
        { key: 'email', label: 'E-mail', children: profile.emailAddress ?? '' },
        { key: 'country', label: 'Country of birth', children: countryName(profile.countryCode) ?? '' },
        {
          key: 'address',
          label: 'Address',
          span: 'filled',
          children: `${formatAddress(profile)}${profile.livesOverseas ? ' (lives overseas)' : ''}`,
        },
        { key: 'urns', label: 'URN/THCI', span: 'filled', children: urns },
      ]}
    />
  );
}
