import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { nextSectionAfterSave } from '@scout/domain/ecmo/case-options';
import { makeEcmoDetailsSchema } from '@scout/domain/ecmo/ecmo-details.schema';
import {
  CIRCUITS,
  ECMO_DEVICES,
  ECMO_MODES,
  MEMBRANE_LUNGS,
  PRIMARY_DRAINAGE_CODE,
} from '@scout/domain/ecmo/ecmo-details-options';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import {
  ECMO_STATUS,
  ECMO_STATUSES,
  isSelectableStatus,
  statusRevealsEcmoPanels,
} from '@scout/domain/ecmo/status-options';
import { Alert, Card, Col } from 'antd';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { defineCaseSection } from '../../../../components/case-module/case-section.ts';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { YesNoField } from '../../../../components/fields/choice-fields.tsx';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { FieldGrid, GridGroup } from '../../../../components/fields/field-grid.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { SelectField, textOptions } from '../../../../components/fields/select-field.tsx';
import { SelectWithOtherField } from '../../../../components/fields/select-with-other-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';
import { getServiceTimeZone } from '../../../../lib/dates.ts';
import { sendEcmoSection } from '../../api/save-case-section.ts';
import { webNow } from '../../components/ecmo-dates.ts';
import { AdditionalCannulas, CannulaFields, CircuitChanges } from '../ecmo/cannula-fields.tsx';
import { CardiacArrestFields } from '../ecmo/cardiac-arrest-fields.tsx';
import { DecannulationFields, WeaningStudies } from '../ecmo/decannulation-fields.tsx';
import { LocationFields } from '../ecmo/location-fields.tsx';

/** A third of the width from md up: the ECMO details grid. */
const EDGE = { xs: 24, md: 8 };

type Values = z.input<ReturnType<typeof makeEcmoDetailsSchema>>;

/** A new ECMO details form starts with the primary drainage fixed to Venous (spec 2 §4.4). */
function defaults(c: EcmoCase): Values {
  const d = c.ecmoDetails;
  const values = (d ?? { ecmoStatus: undefined, weaningStudies: [] }) as Values;
  const cannulation = (values.cannulation ?? {}) as NonNullable<Values['cannulation']>;
  return {
    ...values,
    cannulation: {
      ...cannulation,
      primaryDrainage: { ...(cannulation.primaryDrainage ?? {}), venousOrArterial: PRIMARY_DRAINAGE_CODE },
      additionalCannulas: cannulation.additionalCannulas ?? [],
      circuitChanges: cannulation.circuitChanges ?? [],
    },
  } as Values;
}

/** ECMO details (spec 2 §3.3, §4.1, §4.4, §5.3): PATCH .../ecmodetails. */
export const ecmoDetailsSection = defineCaseSection<EcmoCase>()({
  key: 'ecmodetails',
  title: 'ECMO Details',
  next: nextSectionAfterSave('ecmodetails'),
  schema: () => makeEcmoDetailsSchema(webNow, getServiceTimeZone()),
  defaults,
  send: sendEcmoSection('ecmodetails'),
  messages: { saved: M.ecmoDetailsUpdated, failed: M.ecmoDetailsUpdateFailed },
  emptyText: M.noEcmoStatus,
  isEmpty: (c) => !c.ecmoDetails,
});

/**
 * The status (Off ECMO is shown but not selectable: decannulation sets it), notes (required when
 * Declined) and, only for On and Off ECMO, the ECMO details, cannulation, cardiac arrest, weaning
 * study and decannulation panels.
 */
export function EcmoDetailsSection() {
  const { readOnly, caseData: ecmoCase } = useCasePage<EcmoCase>();
  const section = useSectionForm(ecmoDetailsSection);
  const { form } = section;
  const status = useWatch({ control: form.control, name: 'ecmoStatus' });
  const panels = statusRevealsEcmoPanels(status);
  return (
    <SectionFormView section={section} frame="bare">
      <Card title="ECMO Status" size="small" style={{ marginBottom: 16 }}>
        <FieldGrid col={EDGE} gutter={12}>
          <SelectField
            name="ecmoStatus"
            label="ECMO status"
            required
            options={ECMO_STATUSES.map((s) => ({
              value: s.value,
              label: s.label,
              disabled: !isSelectableStatus(s.value),
            }))}
          />
          <Col xs={24} md={16}>
            <TextField name="notes" label="Notes" required={status === ECMO_STATUS.Declined} multiline />
          </Col>
        </FieldGrid>
      </Card>
      {panels ? (
        <>
          <Card title="ECMO Details" size="small" style={{ marginBottom: 16 }}>
            {readOnly && !ecmoCase.ecmoDetails?.ecmoDevice ? (
              <Alert type="info" title={M.ecmoDetailsNotCompleted} style={{ marginBottom: 12 }} />
            ) : null}
            <FieldGrid col={EDGE} gutter={12}>
              <YesNoField
                name="cannulationWithoutEcmo"
                label="Aborted attempt (cannulation without ECMO)"
                required
              />
              <SelectWithOtherField
                name="ecmoDevice"
                label="ECMO device"
                required
                options={textOptions(ECMO_DEVICES)}
                other={{ value: 'Other', name: 'otherEcmoDevice', label: 'Other device' }}
              />
              <DateTimeField name="ecmoStartDate" label="ECMO start" required />
              <LocationFields prefix="ecmoStartLocation" label="ECMO start location" required />
              <SelectWithOtherField
                name="ecmoMode"
                label="ECMO mode"
                required
                options={ECMO_MODES.map((m) => ({ value: m.value, label: m.label }))}
                other={{ value: 'Other', name: 'otherEcmoMode', label: 'Other mode' }}
              />
              <SelectWithOtherField
                name="circuit"
                label="Circuit"
                required
                options={textOptions(CIRCUITS)}
                other={{ value: 'Other', name: 'otherCircuit', label: 'Other circuit' }}
              />
            </FieldGrid>
          </Card>
          <Card title="Cannulation" size="small" style={{ marginBottom: 16 }}>
            {readOnly && !ecmoCase.ecmoDetails?.cannulation?.dateTimeFlowStarted ? (
              <Alert type="info" title={M.cannulationNotCompleted} style={{ marginBottom: 12 }} />
            ) : null}
            <FieldGrid col={EDGE} gutter={12}>
              <TextField name="cannulation.cannulator1" label="Cannulator 1" />
              <TextField name="cannulation.cannulator2" label="Cannulator 2" />
              <TextField name="cannulation.consoleOperator" label="Console operator" />
              <YesNoField name="cannulation.echo" label="Echo" />
              <DateTimeField name="cannulation.dateTimeFlowStarted" label="Flow started" required />
              <SelectField
                name="cannulation.membraneLung"
                label="Membrane lung"
                required
                options={textOptions(MEMBRANE_LUNGS)}
              />
              <GridGroup col={{ xs: 12, md: 6 }}>
                <NumberField name="cannulation.initialSpeed" label="Initial speed (RPM)" required />
                <NumberField name="cannulation.initialFlow" label="Initial flow (L/min)" required />
                <NumberField name="cannulation.initialSweep" label="Initial sweep (L/min)" required />
                <NumberField name="cannulation.flowAt4Hrs" label="Flow at 4 hrs (L/min)" />
              </GridGroup>
            </FieldGrid>
            <Card size="small" title="Primary drainage" style={{ marginBottom: 8 }}>
              <CannulaFields prefix="cannulation.primaryDrainage" fixedVenous />
            </Card>
            <Card size="small" title="Primary return" style={{ marginBottom: 8 }}>
              <CannulaFields prefix="cannulation.primaryReturn" />
            </Card>
            <AdditionalCannulas />
            <Card size="small" title="Circuit changes">
              <CircuitChanges />
            </Card>
          </Card>
          <Card title="Cardiac Arrest" size="small" style={{ marginBottom: 16 }}>
            {readOnly && ecmoCase.ecmoDetails?.cardiacArrest?.isCardiacArrest == null ? (
              <Alert type="info" title={M.noCardiacArrest} />
            ) : (
              <CardiacArrestFields />
            )}
          </Card>
          <Card title="Weaning Studies" size="small" style={{ marginBottom: 16 }}>
            <WeaningStudies />
          </Card>
          <Card title="Decannulation" size="small" style={{ marginBottom: 16 }}>
            <DecannulationFields />
          </Card>
        </>
      ) : null}
    </SectionFormView>
  );
}
