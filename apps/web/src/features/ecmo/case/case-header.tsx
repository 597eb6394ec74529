import { optionLabel } from '@scout/domain/cases/option';
import { patientAge } from '@scout/domain/ecmo/calculators';
import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { casePageTitle } from '@scout/domain/ecmo/case-rules';
import { ECMO_STATUSES } from '@scout/domain/ecmo/status-options';
import { Descriptions, Tag, Typography } from 'antd';
import { Identifier, WrappedText } from '../../../components/long-text.tsx';
import { formatDate, serviceToday } from '../../../lib/dates.ts';

/** The patient's hospital, or the referring hospital until the patient section is saved. */
export function currentHospital(c: EcmoCase): string | null {
  return c.patientHospitalInformation?.patientHospital ?? c.referrer.referrerHospital ?? null;
}

/**
 * The case header (spec 2 §2.1): page title 'First Last (G, age) - hospital', and the patient
 * identifier (the case id), date of birth, current location and ECMO status.
 */
export function CaseHeader({ ecmoCase }: { ecmoCase: EcmoCase }) {
  const age = patientAge(ecmoCase.patient, serviceToday());
  const title = casePageTitle({ ...ecmoCase.patient, age }, currentHospital(ecmoCase));
  const location = [currentHospital(ecmoCase), ecmoCase.patientHospitalInformation?.patientHospitalUnit]
    .filter(Boolean)
    .join(' · ');
  return (
    <div style={{ marginBottom: 16 }} data-testid="case-header">
      <Typography.Title level={1} style={{ marginBottom: 8, fontSize: 24 }}>
        <WrappedText>{title}</WrappedText> {ecmoCase.archived ? <Tag>Archived</Tag> : null}
      </Typography.Title>
      {/* Four columns only where they fit; identifiers and dates never break inside (issue 10.5). */}
      <Descriptions size="small" column={{ xs: 1, sm: 2, xl: 4 }} bordered>
        <Descriptions.Item label="Patient identifier">
          <Identifier testId="case-header-id">{ecmoCase.caseId}</Identifier>
        </Descriptions.Item>
        <Descriptions.Item label="DOB">
          <Identifier testId="case-header-dob">
            {ecmoCase.patient.dateOfBirth ? formatDate(ecmoCase.patient.dateOfBirth) : '-'}
          </Identifier>
        </Descriptions.Item>
        <Descriptions.Item label="Current location">
          <WrappedText>{location || '-'}</WrappedText>
        </Descriptions.Item>
        <Descriptions.Item label="ECMO status">
          {optionLabel(ECMO_STATUSES, ecmoCase.ecmoDetails?.ecmoStatus) || '-'}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
