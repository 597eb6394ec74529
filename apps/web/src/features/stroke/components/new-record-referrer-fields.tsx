import { STROKE_HOSPITAL_UNITS, STROKE_POSITIONS } from '@scout/domain/stroke/options';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { DateTimeField } from '../../../components/fields/date-fields.tsx';
import { FieldGrid } from '../../../components/fields/field-grid.tsx';
import { optionsOf, SelectField, type SelectOption } from '../../../components/fields/select-field.tsx';
import { TextField } from '../../../components/fields/text-fields.tsx';
import { useStrokeHospitals } from '../api/lookups.ts';
import type { StrokeArea } from '../api/stroke-area.ts';

const P = 'referrerInformation';

/**
 * The referrer of a new consult or follow-up (spec 3 §3.1, §5.1: last name, first name, position,
 * contact number, hospital, unit and referral date/time required; address and e-mail optional),
 * bound to `referrerInformation.*`. Picking a hospital fills its address from the area's lookup.
 * `locked` (a VTIS follow-up, §2.1: its referrer hospital fields) names the fields shown as given,
 * not to be changed: the follow-up is at the consult's hospital. A new clinic (§2.4, §3.9) gives its
 * unit list (`units`) and its own fields after these (`children`: the provider number).
 */
export function NewRecordReferrerFields({
  area,
  locked = [],
  units = optionsOf(STROKE_HOSPITAL_UNITS),
  children,
}: {
  area: StrokeArea;
  locked?: readonly string[];
  units?: readonly SelectOption[];
  children?: ReactNode;
}) {
  const { setValue } = useFormContext();
  const hospitals = useStrokeHospitals(area);
  const isLocked = (field: string) => locked.includes(field);
  return (
    <FieldGrid>
      <TextField name={`${P}.referrerLastName`} label="Last Name" required />
      <TextField name={`${P}.referrerFirstName`} label="First Name" required />
      <SelectField
        name={`${P}.referrerPosition`}
        label="Position"
        required
        options={optionsOf(STROKE_POSITIONS)}
      />
      <TextField name={`${P}.referrerContactNumber`} label="Contact Number" required />
      <SelectField
        name={`${P}.referrerHospitalId`}
        label="Hospital"
        required
        disabled={isLocked('referrerHospitalId')}
        loading={hospitals.isLoading}
        options={hospitals.options}
        onPicked={(id) => {
          const address = typeof id === 'number' ? hospitals.byId.get(id)?.address : null;
          if (address)
            setValue(`${P}.referrerHospitalAddress`, address, { shouldDirty: true, shouldValidate: true });
        }}
      />
      <SelectField
        name={`${P}.referrerHospitalUnit`}
        label="Hospital Unit"
        required
        disabled={isLocked('referrerHospitalUnit')}
        options={units}
      />
      <TextField
        name={`${P}.referrerHospitalAddress`}
        label="Hospital Address"
        disabled={isLocked('referrerHospitalAddress')}
      />
      <TextField name={`${P}.referrerEmailAddress`} label="Email Address" />
      <DateTimeField name={`${P}.referralDateTime`} label="Referral Date/Time" required />
      {children}
    </FieldGrid>
  );
}

/** The form paths a server field error may name (the rest shows above the form). */
export const NEW_RECORD_FIELDS = [
  'callTakerId',
  'callDateTime',
  'patientProfileId',
  `${P}.referrerLastName`,
  `${P}.referrerFirstName`,
  `${P}.referrerPosition`,
  `${P}.referrerContactNumber`,
  `${P}.referrerHospitalId`,
  `${P}.referrerHospitalUnit`,
  `${P}.referrerHospitalAddress`,
  `${P}.referrerEmailAddress`,
  `${P}.referralDateTime`,
] as const;
