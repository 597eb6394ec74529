import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import type { SendContext } from '../../../components/case-module/case-section.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { ecmoCasePath, patch } from './ecmo-api.ts';

/** The PATCH sub-paths of the case's sections (spec 2 §7.1). */
export type CaseSectionPath =
  | 'referrerinformation'
  | 'patienthospitalinformation'
  | 'clinicaldetails'
  | 'clinicaldetails/observation'
  | 'clinicaldetails/bloodgas'
  | 'clinicaldetails/investigation'
  | 'ecmodetails'
  | 'conclusion';

/**
 * PATCH /api/ecmo/cases/{id}/{section}: the section's values plus the case's lastModified (and
 * forceUpdate after the conflict dialog). A stale lastModified answers 409.
 */
export function saveCaseSection(api: ApiClient, id: number, section: CaseSectionPath, body: unknown) {
  return patch<unknown>(api, `${ecmoCasePath(id)}/${section}`, body);
}

/**
 * The `send` of an ECMO section (components/case-module): PATCH the section's body with the
 * concurrency fields. `toBody` shapes the body from the validated values (the values by default).
 */
export function sendEcmoSection<TValues>(
  section: CaseSectionPath,
  toBody: (values: TValues) => object = (v) => v as object,
) {
  return (values: TValues, { api, caseData, lastModified, forceUpdate }: SendContext<EcmoCase>) =>
    saveCaseSection(api, caseData.id, section, {
      ...toBody(values),
      lastModified,
      ...(forceUpdate ? { forceUpdate: true } : {}),
    });
}
