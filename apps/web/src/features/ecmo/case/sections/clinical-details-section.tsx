import { patientAge } from '@scout/domain/ecmo/calculators';
import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { nextSectionAfterSave } from '@scout/domain/ecmo/case-options';
import {
  makeClinicalDetailsSchema,
  makeCommitBloodGasSchema,
  makeCommitInvestigationSchema,
  makeCommitObservationSchema,
} from '@scout/domain/ecmo/clinical-details.schema';
import {
  bloodGasCommitHint,
  bloodGasHasRequiredData,
  investigationCommitHint,
  investigationHasRequiredData,
  observationCommitHint,
  observationHasRequiredData,
} from '@scout/domain/ecmo/clinical-rules';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { Alert, Card } from 'antd';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { defineCaseSection } from '../../../../components/case-module/case-section.ts';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { getServiceTimeZone, serviceToday } from '../../../../lib/dates.ts';
import { sendEcmoSection } from '../../api/save-case-section.ts';
import { webNow } from '../../components/ecmo-dates.ts';
import { EttFields, SupportFields, VentilationFields } from '../clinical/airway-support-fields.tsx';
import { DiagnosisFields } from '../clinical/diagnosis-fields.tsx';
import { BLOOD_GAS_COLUMNS, INVESTIGATION_COLUMNS, OBSERVATION_COLUMNS } from '../clinical/entry-columns.tsx';
import { EntryPanel } from '../clinical/entry-panel.tsx';
import { BloodGasFields, InvestigationFields } from '../clinical/lab-fields.tsx';
import { ObservationFields } from '../clinical/observation-fields.tsx';

/** True when any value of a saved group was entered (empty lists and nulls do not count). */
const hasAny = (group: object | null | undefined) =>
  !!group &&
  Object.values(group).some((v) =>
    Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined && v !== '',
  );

type Values = z.input<ReturnType<typeof makeClinicalDetailsSchema>>;

/**
 * Clinical details (spec 2 §3.2, §4.3, §4.4, §5.2): PATCH .../clinicaldetails with everything but
 * the committed histories (a save never sends them).
 */
export const clinicalDetailsSection = defineCaseSection<EcmoCase>()({
  key: 'clinicaldetails',
  title: 'Clinical Details',
  next: nextSectionAfterSave('clinicaldetails'),
  schema: () => makeClinicalDetailsSchema(webNow, getServiceTimeZone()),
  defaults: (c): Values => {
    const d = c.clinicalDetails;
    return {
      diagnosis: d?.diagnosis ?? ({ secondaryDiagnosisIds: [] } as unknown as Values['diagnosis']),
      ett: d?.ett ?? {},
      ventilation: d?.ventilation ?? {},
      infusionSupport: d?.infusionSupport ?? {},
      mechanicalSupport: d?.mechanicalSupport ?? {},
      observations: { current: d?.observations.current ?? null },
      bloodGas: { current: d?.bloodGas.current ?? null },
      investigations: { current: d?.investigations.current ?? null },
    } as Values;
  },
  send: sendEcmoSection('clinicaldetails'),
  messages: { saved: M.clinicalDetailsUpdated, failed: M.clinicalDetailsUpdateFailed },
  emptyText: M.noClinicalDetails,
  isEmpty: (c) => !c.clinicalDetails,
});

/** The three draft-and-commit lists of spec 2 §4.3, each with its commit schema, columns and words. */
function entryLists(tz: string, ageYears: number | null) {
  return [
    {
      title: 'Observations',
      listKey: 'observations',
      commitPath: 'clinicaldetails/observation',
      entrySchema: makeCommitObservationSchema(webNow, tz).shape.entry,
      hasRequiredData: observationHasRequiredData,
      commitHint: observationCommitHint,
      columns: OBSERVATION_COLUMNS,
      emptyText: M.noObservation,
      committedMessage: M.observationCommitted,
      commitFailedMessage: M.observationCommitFailed,
      children: <ObservationFields prefix="observations.current" ageYears={ageYears} />,
    },
    {
      title: 'Blood Gases',
      listKey: 'bloodGas',
      commitPath: 'clinicaldetails/bloodgas',
      entrySchema: makeCommitBloodGasSchema(webNow, tz).shape.entry,
      hasRequiredData: bloodGasHasRequiredData,
      commitHint: bloodGasCommitHint,
      columns: BLOOD_GAS_COLUMNS,
      emptyText: M.noBloodGases,
      committedMessage: M.bloodGasCommitted,
      commitFailedMessage: M.bloodGasCommitFailed,
      children: <BloodGasFields />,
    },
    {
      title: 'Investigations',
      listKey: 'investigations',
      commitPath: 'clinicaldetails/investigation',
      entrySchema: makeCommitInvestigationSchema(webNow, tz).shape.entry,
      hasRequiredData: investigationHasRequiredData,
      commitHint: investigationCommitHint,
      columns: INVESTIGATION_COLUMNS,
      emptyText: M.noInvestigations,
      committedMessage: M.investigationCommitted,
      commitFailedMessage: M.investigationCommitFailed,
      children: <InvestigationFields />,
    },
  ] as const;
}

/**
 * Diagnosis, the three draft-and-commit lists, ETT, ventilation, infusions/support and mechanical
 * support. Save is disabled while a new entry is being added.
 */
export function ClinicalDetailsSection() {
  const { caseData: ecmoCase, readOnly } = useCasePage<EcmoCase>();
  const [adding, setAdding] = useState<Record<string, boolean>>({});
  const anyAdding = Object.values(adding).some(Boolean);
  const section = useSectionForm(clinicalDetailsSection);
  const details = ecmoCase.clinicalDetails;
  const ageYears = patientAge(ecmoCase.patient, serviceToday());
  const setAddingFor = (key: string) => (value: boolean) => setAdding((a) => ({ ...a, [key]: value }));
  const lists = useMemo(() => entryLists(getServiceTimeZone(), ageYears), [ageYears]);

  return (
    <SectionFormView section={section} frame="bare" actionsDisabled={anyAdding}>
      <Card title="Diagnosis" size="small" style={{ marginBottom: 16 }}>
        {readOnly && !details?.diagnosis ? <Alert type="info" title={M.noDiagnosis} /> : <DiagnosisFields />}
      </Card>
      {lists.map((list) => (
        <EntryPanel
          key={list.listKey}
          {...list}
          committed={(details?.[list.listKey].committed ?? []) as Record<string, unknown>[]}
          adding={!!adding[list.listKey]}
          onAddingChange={setAddingFor(list.listKey)}
        />
      ))}
      <Card title="ETT" size="small" style={{ marginBottom: 16 }}>
        {readOnly && details?.ett?.ett == null ? <Alert type="info" title={M.noEtt} /> : <EttFields />}
      </Card>
      <Card title="Mode of Ventilation" size="small" style={{ marginBottom: 16 }}>
        {readOnly && !details?.ventilation?.modeOfVentilation ? (
          <Alert type="info" title={M.noVentilation} />
        ) : (
          <VentilationFields />
        )}
      </Card>
      <Card title="Infusion or Support and Mechanical Support" size="small" style={{ marginBottom: 16 }}>
        {readOnly && !hasAny(details?.infusionSupport) ? (
          <Alert type="info" title={M.noInfusionSupport} />
        ) : null}
        {readOnly && !hasAny(details?.mechanicalSupport) ? (
          <Alert type="info" title={M.noMechanicalSupport} style={{ marginTop: 8 }} />
        ) : null}
        <SupportFields />
      </Card>
    </SectionFormView>
  );
}
