import { patientAge } from '@scout/domain/ecmo/calculators';
import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import {
  makeClinicalDetailsSchema,
  makeCommitBloodGasSchema,
  makeCommitInvestigationSchema,
  makeCommitObservationSchema,
} from '@scout/domain/ecmo/clinical-details.schema';
import {
  bloodGasHasRequiredData,
  investigationHasRequiredData,
  observationHasRequiredData,
} from '@scout/domain/ecmo/clinical-rules';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { Alert, Card, Form } from 'antd';
import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { getServiceTimeZone } from '../../../../lib/dates.ts';
import { serviceToday, webNow } from '../../components/ecmo-dates.ts';
import { useCaseContext } from '../case-context.tsx';
import { EttFields, SupportFields, VentilationFields } from '../clinical/airway-support-fields.tsx';
import { DiagnosisFields } from '../clinical/diagnosis-fields.tsx';
import { BLOOD_GAS_COLUMNS, INVESTIGATION_COLUMNS, OBSERVATION_COLUMNS } from '../clinical/entry-columns.tsx';
import { EntryPanel } from '../clinical/entry-panel.tsx';
import { BloodGasFields, InvestigationFields } from '../clinical/lab-fields.tsx';
import { ObservationFields } from '../clinical/observation-fields.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useSectionForm } from '../use-section-form.ts';

/** True when any value of a saved group was entered (empty lists and nulls do not count). */
const hasAny = (group: object | null | undefined) =>
  !!group &&
  Object.values(group).some((v) =>
    Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined && v !== '',
  );

type Values = z.input<ReturnType<typeof makeClinicalDetailsSchema>>;

/** The section's values: everything but the committed histories (a save never sends them). */
function defaults(c: EcmoCase): Values {
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
}

/**
 * Clinical details (spec 2 §3.2, §4.3, §4.4, §5.2): diagnosis, the three draft-and-commit lists,
 * ETT, ventilation, infusions/support and mechanical support. Save is disabled while a new
 * entry is being added.
 */
export function ClinicalDetailsSection() {
  const { ecmoCase, readOnly } = useCaseContext();
  const tz = getServiceTimeZone();
  const schemas = useMemo(
    () => ({
      section: makeClinicalDetailsSchema(webNow, tz),
      observation: makeCommitObservationSchema(webNow, tz).shape.entry,
      bloodGas: makeCommitBloodGasSchema(webNow, tz).shape.entry,
      investigation: makeCommitInvestigationSchema(webNow, tz).shape.entry,
    }),
    [tz],
  );
  const [adding, setAdding] = useState<Record<string, boolean>>({});
  const anyAdding = Object.values(adding).some(Boolean);
  const { form, save, saving } = useSectionForm({
    key: 'clinicaldetails',
    schema: schemas.section,
    defaults,
    path: 'clinicaldetails',
    saved: M.clinicalDetailsUpdated,
    failed: M.clinicalDetailsUpdateFailed,
  });
  const details = ecmoCase.clinicalDetails;
  const ageYears = patientAge(ecmoCase.patient, serviceToday());
  const setAddingFor = (key: string) => (value: boolean) => setAdding((a) => ({ ...a, [key]: value }));

  if (readOnly && !details) {
    return (
      <Card title="Clinical Details" size="small">
        <Alert type="info" showIcon title={M.noClinicalDetails} />
      </Card>
    );
  }
  return (
    <FormProvider {...form}>
      <Form layout="vertical" component="div" aria-label="Clinical Details">
        <Card title="Diagnosis" size="small" style={{ marginBottom: 16 }}>
          {readOnly && !details?.diagnosis ? (
            <Alert type="info" title={M.noDiagnosis} />
          ) : (
            <DiagnosisFields />
          )}
        </Card>
        <EntryPanel
          title="Observations"
          listKey="observations"
          commitPath="clinicaldetails/observation"
          entrySchema={schemas.observation}
          hasRequiredData={observationHasRequiredData}
          committed={(details?.observations.committed ?? []) as Record<string, unknown>[]}
          columns={OBSERVATION_COLUMNS}
          emptyText={M.noObservation}
          committedMessage={M.observationCommitted}
          commitFailedMessage={M.observationCommitFailed}
          adding={!!adding.observations}
          onAddingChange={setAddingFor('observations')}
        >
          <ObservationFields prefix="observations.current" ageYears={ageYears} />
        </EntryPanel>
        <EntryPanel
          title="Blood Gases"
          listKey="bloodGas"
          commitPath="clinicaldetails/bloodgas"
          entrySchema={schemas.bloodGas}
          hasRequiredData={bloodGasHasRequiredData}
          committed={(details?.bloodGas.committed ?? []) as Record<string, unknown>[]}
          columns={BLOOD_GAS_COLUMNS}
          emptyText={M.noBloodGases}
          committedMessage={M.bloodGasCommitted}
          commitFailedMessage={M.bloodGasCommitFailed}
          adding={!!adding.bloodGas}
          onAddingChange={setAddingFor('bloodGas')}
        >
          <BloodGasFields />
        </EntryPanel>
        <EntryPanel
          title="Investigations"
          listKey="investigations"
          commitPath="clinicaldetails/investigation"
          entrySchema={schemas.investigation}
          hasRequiredData={investigationHasRequiredData}
          committed={(details?.investigations.committed ?? []) as Record<string, unknown>[]}
          columns={INVESTIGATION_COLUMNS}
          emptyText={M.noInvestigations}
          committedMessage={M.investigationCommitted}
          commitFailedMessage={M.investigationCommitFailed}
          adding={!!adding.investigations}
          onAddingChange={setAddingFor('investigations')}
        >
          <InvestigationFields />
        </EntryPanel>
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
      </Form>
      <SectionActions section="clinicaldetails" save={save} saving={saving} disabled={anyAdding} />
    </FormProvider>
  );
}
