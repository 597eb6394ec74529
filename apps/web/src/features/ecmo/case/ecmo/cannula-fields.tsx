import {
  ADDITIONAL_CANNULA_MINOR_FLOW,
  ADDITIONAL_CANNULA_TYPES,
  CANNULA_CODES,
  CANNULATION_SITES,
  INSERTION_TECHNIQUES,
  MINOR_FLOW_TYPES,
  TIP_POSITIONS,
} from '@scout/domain/ecmo/ecmo-details-options';
import { Button, Card, Col, Row } from 'antd';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { FieldGrid, GridGroup } from '../../../../components/fields/field-grid.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { useReadOnly } from '../../../../components/fields/read-only.ts';
import { SelectField, textOptions } from '../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';

/**
 * One cannula (spec 2 §3.3): venous/arterial (fixed Venous for the primary drainage), site, tip,
 * outer diameter, length (enabled only once a diameter is entered), technique and comments.
 */
export function CannulaFields({ prefix, fixedVenous }: { prefix: string; fixedVenous?: boolean }) {
  const { control } = useFormContext();
  const diameter = useWatch({ control, name: `${prefix}.outerDiameter` });
  return (
    <FieldGrid gutter={12}>
      <Col xs={24} md={6}>
        <SelectField
          name={`${prefix}.venousOrArterial`}
          label="Venous/Arterial"
          required
          disabled={fixedVenous}
          options={CANNULA_CODES.map((c) => ({ value: c.value, label: c.label }))}
        />
      </Col>
      <GridGroup col={{ xs: 24, md: 9 }}>
        <SelectField
          name={`${prefix}.venousOrArterialCannulationSite`}
          label="Cannulation site"
          options={textOptions(CANNULATION_SITES)}
        />
        <SelectField
          name={`${prefix}.venousOrArterialTipPosition`}
          label="Tip position"
          options={textOptions(TIP_POSITIONS)}
        />
      </GridGroup>
      <GridGroup col={{ xs: 12, md: 6 }}>
        <NumberField name={`${prefix}.outerDiameter`} label="Outer diameter (Fr)" />
        <NumberField
          name={`${prefix}.cannulaLength`}
          label="Cannula length (cm)"
          disabled={diameter === null || diameter === undefined}
        />
      </GridGroup>
      <SelectField
        name={`${prefix}.percutaneousOrOpen`}
        label="Percutaneous or open"
        options={textOptions(INSERTION_TECHNIQUES)}
      />
      <Col xs={24}>
        <TextField name={`${prefix}.commentsOrIssues`} label="Comments or issues" multiline />
      </Col>
    </FieldGrid>
  );
}

/** Additional cannulas: type, insertion date and cannulator required; Minor Flow asks its details. */
export function AdditionalCannulas() {
  const readOnly = useReadOnly();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'cannulation.additionalCannulas' });
  const values = (useWatch({ control, name: 'cannulation.additionalCannulas' }) ?? []) as {
    typeOfCannula?: string | null;
  }[];
  return (
    <>
      {fields.map((f, i) => {
        const p = `cannulation.additionalCannulas.${i}`;
        return (
          <Card
            key={f.id}
            size="small"
            title={`Additional cannula ${i + 1}`}
            style={{ marginBottom: 8 }}
            extra={
              readOnly ? null : (
                <Button size="small" danger onClick={() => remove(i)}>
                  Remove
                </Button>
              )
            }
          >
            <FieldGrid col={{ xs: 24, md: 8 }} gutter={12}>
              <SelectField
                name={`${p}.typeOfCannula`}
                label="Type of cannula"
                required
                options={textOptions(ADDITIONAL_CANNULA_TYPES)}
              />
              <DateTimeField name={`${p}.dateOfInsertion`} label="Date of insertion" required />
              <TextField name={`${p}.cannulator`} label="Cannulator" required />
            </FieldGrid>
            {values[i]?.typeOfCannula === ADDITIONAL_CANNULA_MINOR_FLOW ? (
              <FieldGrid col={{ xs: 24, md: 8 }} gutter={12}>
                <SelectField
                  name={`${p}.minorFlow.type`}
                  label="Minor flow type"
                  required
                  options={MINOR_FLOW_TYPES.map((m) => ({ value: m.value, label: m.label }))}
                />
                <SelectField
                  name={`${p}.minorFlow.cannulationSite`}
                  label="Minor flow site"
                  options={textOptions(CANNULATION_SITES)}
                />
                <SelectField
                  name={`${p}.minorFlow.tipPosition`}
                  label="Minor flow tip position"
                  options={textOptions(TIP_POSITIONS)}
                />
              </FieldGrid>
            ) : null}
            <CannulaFields prefix={p} />
          </Card>
        );
      })}
      {readOnly ? null : (
        <Button onClick={() => append({ venousOrArterial: null } as never)} style={{ marginBottom: 16 }}>
          Add cannula
        </Button>
      )}
    </>
  );
}

/** Circuit changes: date/time and reason required. */
export function CircuitChanges() {
  const readOnly = useReadOnly();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'cannulation.circuitChanges' });
  return (
    <>
      {fields.map((f, i) => (
        <Row gutter={12} key={f.id} align="bottom">
          <Col xs={24} md={8}>
            <DateTimeField
              name={`cannulation.circuitChanges.${i}.dateAndTimeOfCircuitChange`}
              label="Circuit change date/time"
              required
            />
          </Col>
          <Col xs={20} md={12}>
            <TextField name={`cannulation.circuitChanges.${i}.reason`} label="Reason" required />
          </Col>
          <Col xs={4}>
            {readOnly ? null : (
              <Button danger size="small" onClick={() => remove(i)} style={{ marginBottom: 24 }}>
                Remove
              </Button>
            )}
          </Col>
        </Row>
      ))}
      {readOnly ? null : (
        <Button onClick={() => append({ dateAndTimeOfCircuitChange: null, reason: null } as never)}>
          Add circuit change
        </Button>
      )}
    </>
  );
}
