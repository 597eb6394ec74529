import { intensivistInformationSchema, type TelehealthCase } from '@scout/domain/telehealth/case.schema';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { isIntensivistComplete } from '@scout/domain/telehealth/rules';
import { defineCaseSection } from '../../../../components/case-module/case-section.ts';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { SelectField } from '../../../../components/fields/select-field.tsx';
import { useReferenceList } from '../../api/get-reference-data.ts';
import { putSection, sectionMessages } from '../section-send.ts';

/** Intensivist (spec 2 §3.6, §5.7: required), from the intensivists lookup: PUT /case/intensivist. */
export const intensivistSection = defineCaseSection<TelehealthCase>()({
  key: 'intensivist',
  title: 'Intensivist',
  next: 'patient',
  isComplete: (c) => isIntensivistComplete(c.intensivistInformation),
  schema: intensivistInformationSchema,
  defaults: (c) => ({ caseIntensivistId: c.intensivistInformation?.caseIntensivistId ?? null }),
  send: putSection('intensivist'),
  messages: sectionMessages('Intensivist', M.intensivistValidationFailed),
  emptyText: M.noIntensivist,
  isEmpty: (c) => !c.intensivistInformation?.caseIntensivistId,
});

export function IntensivistSection() {
  const section = useSectionForm(intensivistSection);
  const intensivists = useReferenceList('intensivists');
  return (
    <SectionFormView section={section}>
      <SelectField
        name="caseIntensivistId"
        label="Intensivist"
        required
        loading={intensivists.isLoading}
        options={intensivists.options}
      />
    </SectionFormView>
  );
}
