import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
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
import { Alert, Card, Col, Form, Row } from 'antd';
import { useMemo } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { getServiceTimeZone } from '../../../../lib/dates.ts';
import { webNow } from '../../components/ecmo-dates.ts';
import {
  DateTimeField,
  NumberField,
  SelectField,
  TextField,
  textOptions,
  YesNoField,
} from '../../forms/fields.tsx';
import { useCaseContext } from '../case-context.tsx';
import { AdditionalCannulas, CannulaFields, CircuitChanges } from '../ecmo/cannula-fields.tsx';
import { CardiacArrestFields } from '../ecmo/cardiac-arrest-fields.tsx';
import { DecannulationFields, WeaningStudies } from '../ecmo/decannulation-fields.tsx';
import { LocationFields } from '../ecmo/location-fields.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useSectionForm } from '../use-section-form.ts';

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

/**
 * ECMO details (spec 2 §3.3, §4.1, §4.4, §5.3): the status (Off ECMO is shown but not
 * selectable: decannulation sets it), notes (required when Declined) and, only for On and Off
 * ECMO, the ECMO details, cannulation, cardiac arrest, weaning study and decannulation panels.
 */
export function EcmoDetailsSection() {
  const { readOnly, ecmoCase } = useCaseContext();
  const schema = useMemo(() => makeEcmoDetailsSchema(webNow, getServiceTimeZone()), []);
  const { form, save, saving } = useSectionForm({
    key: 'ecmodetails',
    schema,
    defaults,
    path: 'ecmodetails',
    saved: M.ecmoDetailsUpdated,
    failed: M.ecmoDetailsUpdateFailed,
  });
  const status = useWatch({ control: form.control, name: 'ecmoStatus' });
  const device = useWatch({ control: form.control, name: 'ecmoDevice' });
  const mode = useWatch({ control: form.control, name: 'ecmoMode' });
  const circuit = useWatch({ control: form.control, name: 'circuit' });
  const panels = statusRevealsEcmoPanels(status);
  if (readOnly && !ecmoCase.ecmoDetails) {
    return (
      <Card title="ECMO Details" size="small">
        <Alert type="info" showIcon title={M.noEcmoStatus} />
      </Card>
    );
  }
  return (
    <FormProvider {...form}>
      <Form layout="vertical" component="div" aria-label="ECMO Details">
        <Card title="ECMO Status" size="small" style={{ marginBottom: 16 }}>
          <Row gutter={12}>
            <Col xs={24} md={8}>
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
            </Col>
            <Col xs={24} md={16}>
              <TextField name="notes" label="Notes" required={status === ECMO_STATUS.Declined} multiline />
            </Col>
          </Row>
        </Card>
        {panels ? (
          <>
            <Card title="ECMO Details" size="small" style={{ marginBottom: 16 }}>
              {readOnly && !ecmoCase.ecmoDetails?.ecmoDevice ? (
                <Alert type="info" title={M.ecmoDetailsNotCompleted} style={{ marginBottom: 12 }} />
              ) : null}
              <Row gutter={12}>
                <Col xs={24} md={8}>
                  <YesNoField
                    name="cannulationWithoutEcmo"
                    label="Aborted attempt (cannulation without ECMO)"
                    required
                  />
                </Col>
                <Col xs={24} md={8}>
                  <SelectField
                    name="ecmoDevice"
                    label="ECMO device"
                    required
                    options={textOptions(ECMO_DEVICES)}
                  />
                </Col>
                {device === 'Other' ? (
                  <Col xs={24} md={8}>
                    <TextField name="otherEcmoDevice" label="Other device" required />
                  </Col>
                ) : null}
                <Col xs={24} md={8}>
                  <DateTimeField name="ecmoStartDate" label="ECMO start" required />
                </Col>
                <LocationFields prefix="ecmoStartLocation" label="ECMO start location" required />
                <Col xs={24} md={8}>
                  <SelectField
                    name="ecmoMode"
                    label="ECMO mode"
                    required
                    options={ECMO_MODES.map((m) => ({ value: m.value, label: m.label }))}
                  />
                </Col>
                {mode === 'Other' ? (
                  <Col xs={24} md={8}>
                    <TextField name="otherEcmoMode" label="Other mode" required />
                  </Col>
                ) : null}
                <Col xs={24} md={8}>
                  <SelectField name="circuit" label="Circuit" required options={textOptions(CIRCUITS)} />
                </Col>
                {circuit === 'Other' ? (
                  <Col xs={24} md={8}>
                    <TextField name="otherCircuit" label="Other circuit" required />
                  </Col>
                ) : null}
              </Row>
            </Card>
            <Card title="Cannulation" size="small" style={{ marginBottom: 16 }}>
              {readOnly && !ecmoCase.ecmoDetails?.cannulation?.dateTimeFlowStarted ? (
                <Alert type="info" title={M.cannulationNotCompleted} style={{ marginBottom: 12 }} />
              ) : null}
              <Row gutter={12}>
                <Col xs={24} md={8}>
                  <TextField name="cannulation.cannulator1" label="Cannulator 1" />
                </Col>
                <Col xs={24} md={8}>
                  <TextField name="cannulation.cannulator2" label="Cannulator 2" />
                </Col>
                <Col xs={24} md={8}>
                  <TextField name="cannulation.consoleOperator" label="Console operator" />
                </Col>
                <Col xs={24} md={8}>
                  <YesNoField name="cannulation.echo" label="Echo" />
                </Col>
                <Col xs={24} md={8}>
                  <DateTimeField name="cannulation.dateTimeFlowStarted" label="Flow started" required />
                </Col>
                <Col xs={24} md={8}>
                  <SelectField
                    name="cannulation.membraneLung"
                    label="Membrane lung"
                    required
                    options={textOptions(MEMBRANE_LUNGS)}
                  />
                </Col>
                <Col xs={12} md={6}>
                  <NumberField name="cannulation.initialSpeed" label="Initial speed (RPM)" required />
                </Col>
                <Col xs={12} md={6}>
                  <NumberField name="cannulation.initialFlow" label="Initial flow (L/min)" required />
                </Col>
                <Col xs={12} md={6}>
                  <NumberField name="cannulation.initialSweep" label="Initial sweep (L/min)" required />
                </Col>
                <Col xs={12} md={6}>
                  <NumberField name="cannulation.flowAt4Hrs" label="Flow at 4 hrs (L/min)" />
                </Col>
              </Row>
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
      </Form>
      <SectionActions section="ecmodetails" save={save} saving={saving} />
    </FormProvider>
  );
}
