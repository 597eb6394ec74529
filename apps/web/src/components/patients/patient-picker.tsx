import { SearchOutlined } from '@ant-design/icons';
import type { PatientProfile } from '@scout/domain/patients/patient-profile.schema';
import { Alert, Button, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../lib/dates.ts';
import { namedClear } from '../named-clear.tsx';
import { useDebouncedSearch } from '../use-debounced-search.ts';
import { useSearchPatients } from './api/search-patients.ts';
import { NewPatientModal } from './new-patient-modal.tsx';

/** Why a found patient cannot be picked (a tag instead of Select), or null when it can. */
export type PatientUnavailable = (profile: PatientProfile) => string | null;

/**
 * Date of birth and age as a found row shows them, so two namesakes are told apart (issue 24):
 * '04/03/1970 (age 56)', 'DOB unknown (age 56)', or 'DOB unknown'.
 */
export function birthText(p: Pick<PatientProfile, 'dateOfBirth' | 'age'>): string {
  const age = p.age !== null ? ` (age ${p.age})` : '';
  return `${p.dateOfBirth ? formatDate(p.dateOfBirth) : 'DOB unknown'}${age}`;
}

/** Each URN/THCI of a found profile with its hospital ('445566 (Alfred)'), one a line. */
function UrnList({ profile }: { profile: PatientProfile }) {
  if (!profile.patientHealthCareProviders.length) return <>-</>;
  return (
    <>
      {profile.patientHealthCareProviders.map((u) => (
        <div key={u.healthCareProviderId}>
          {u.urn} ({u.healthCareProviderNickName || u.healthCareProviderName})
        </div>
      ))}
    </>
  );
}

/** ECMO: one open ECMO case per patient. */
const hasActiveEcmoCase: PatientUnavailable = (p) => (p.activeEcmoCaseId ? 'Has an active ECMO case' : null);

/**
 * Picks the patient of a new case: search the patient profiles or create one inline. A patient
 * who already has an active ECMO case cannot be picked (one open ECMO case per patient); another
 * area passes its own rule as `unavailable` (Telehealth: none).
 */
export function PatientPicker({
  value,
  onChange,
  error,
  unavailable = hasActiveEcmoCase,
}: {
  value: PatientProfile | null;
  onChange: (profile: PatientProfile | null) => void;
  error?: string;
  unavailable?: PatientUnavailable;
}) {
  const search = useDebouncedSearch({ minChars: 2, delayMs: 500 });
  const result = useSearchPatients(search.keyword);
  const [creating, setCreating] = useState(false);

  if (value) {
    return (
      <Space wrap>
        <Typography.Text strong data-testid="picked-patient">
          {value.lastName}, {value.firstName}
        </Typography.Text>
        <span>{birthText(value)}</span>
        <span>{value.gender}</span>
        <Button size="small" onClick={() => onChange(null)}>
          Change patient
        </Button>
      </Space>
    );
  }

  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        <Input.Search
          aria-label="Search patients"
          placeholder="Search by name, date of birth or URN"
          allowClear={namedClear('patient search')}
          enterButton={<Button icon={<SearchOutlined aria-hidden />} aria-label="Search patients now" />}
          style={{ width: 320 }}
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
          // Enter searches, never submits the new-case form around the box (issue 24 G).
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
          onSearch={search.searchNow}
          loading={result.isFetching}
        />
        <Button onClick={() => setCreating(true)}>Create new patient</Button>
      </Space>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} /> : null}
      {search.keyword ? (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          loading={result.isFetching}
          dataSource={result.data?.profiles ?? []}
          locale={{ emptyText: 'No patients found.' }}
          columns={[
            { title: 'Last name', dataIndex: 'lastName' },
            { title: 'First name', dataIndex: 'firstName' },
            { title: 'DOB / age', render: (_, p) => birthText(p) },
            { title: 'Gender', dataIndex: 'gender' },
            { title: 'URN/THCI', render: (_, p) => <UrnList profile={p} /> },
            {
              title: '',
              render: (_, p) =>
                unavailable(p) ? (
                  <Tag color="orange">{unavailable(p)}</Tag>
                ) : (
                  <Button size="small" onClick={() => onChange(p)}>
                    Select
                  </Button>
                ),
            },
          ]}
        />
      ) : null}
      {creating ? (
        <NewPatientModal
          onClose={() => setCreating(false)}
          onCreated={(p) => {
            setCreating(false);
            onChange(p);
          }}
        />
      ) : null}
    </div>
  );
}
