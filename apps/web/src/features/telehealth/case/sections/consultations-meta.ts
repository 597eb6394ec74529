import type { TelehealthCase } from '@scout/domain/telehealth/case.schema';
import { isConsultationsComplete } from '@scout/domain/telehealth/rules';
import type { CaseSectionMeta } from '../../../../components/case-module/case-section.ts';

/** The Consultations entry of the sidebar and its marker (spec 2 §4.10). */
export const consultationsMeta: CaseSectionMeta<TelehealthCase> = {
  key: 'consultations',
  title: 'Consultations',
  isComplete: (c) => isConsultationsComplete(c.consultations),
};
