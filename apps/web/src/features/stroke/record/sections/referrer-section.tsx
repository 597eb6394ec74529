import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { StrokeField } from '../fields/stroke-field.tsx';
import { useStrokeKind } from '../kind-context.ts';
import { useHospitalAddress } from '../use-hospital-address.ts';
import { StrokeFormSection } from './stroke-form-section.tsx';

const S = 'referrerInformation';

/**
 * Referrer (spec 3 §3.1, §3.4 "as in VST", §5.1): the hospital's address is filled from the
 * hospital lookup. `locked` names fields shown but not to be changed (a VTIS follow-up's hospital
 * and address are its consult's, §2.1). `extra` names the kind's own referrer fields after the
 * shared ones (a clinic's referring doctor provider number, §3.1).
 */
export function StrokeReferrerSection({
  locked = [],
  extra = [],
}: {
  locked?: readonly string[];
  extra?: readonly string[];
}) {
  return (
    <StrokeFormSection sectionKey="referrer">
      <ReferrerFields locked={locked} extra={extra} />
    </StrokeFormSection>
  );
}

function ReferrerFields({ locked, extra }: { locked: readonly string[]; extra: readonly string[] }) {
  const { area } = useStrokeKind();
  useHospitalAddress(area, `${S}.referrerHospitalId`, `${S}.referrerHospitalAddress`);
  const field = (name: string) => <StrokeField key={name} name={name} disabled={locked.includes(name)} />;
  return (
    <FieldGrid>
      {[
        'referrerFirstName',
        'referrerLastName',
        'referrerPosition',
        'referrerContactNumber',
        'referrerHospitalId',
        'referrerHospitalUnit',
        'referrerHospitalAddress',
        'referrerEmailAddress',
        'referralDateTime',
        ...extra,
      ].map(field)}
    </FieldGrid>
  );
}
