import type { TelehealthCase } from '@scout/domain/telehealth/case.schema';
import { referrerInformationSchema } from '@scout/domain/telehealth/case.schema';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { isReferrerComplete } from '@scout/domain/telehealth/rules';
import { defineCaseSection } from '../../../../components/case-module/case-section.ts';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { SelectField } from '../../../../components/fields/select-field.tsx';
import { useReferenceList } from '../../api/get-reference-data.ts';
import { ReferrerFields } from '../../components/referrer-fields.tsx';
import { putSection, sectionMessages } from '../section-send.ts';

/** Referrer (spec 2 §3.6, §5.7): PUT /case/referrer. */
export const referrerSection = defineCaseSection<TelehealthCase>()({
  key: 'referrer',
  title: 'Referrer',
  next: 'intensivist',
  isComplete: (c) => isReferrerComplete(c.referrerInformation),
  schema: referrerInformationSchema,
  defaults: (c) => ({ ...c.referrerInformation }),
  send: putSection('referrer'),
  messages: sectionMessages('Referrer', M.referrerValidationFailed),
});

export function ReferrerSection() {
  const section = useSectionForm(referrerSection);
  const users = useReferenceList('users');
  return (
    <SectionFormView section={section}>
      <FieldGrid>
        <SelectField name="callTaker" label="Call taker" options={users.options} loading={users.isLoading} />
        <DateTimeField name="callTakerDateTime" label="Call date/time" />
      </FieldGrid>
      <ReferrerFields />
    </SectionFormView>
  );
}
