import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { STAT_DOSE_FREQUENCIES, STAT_DOSE_ROUTES } from '@scout/domain/telehealth/options';
import { App, Button, Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { useReadOnly } from '../../../../components/fields/read-only.ts';
import { optionsOf, SelectField } from '../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';
import { type DrugListType, useDrugOptions } from '../../api/get-reference-data.ts';

/** One kind of drug row: its lookup type, its words and its fields. */
interface DrugRowKind {
  type: DrugListType;
  /** 'Infusion', 'Stat dose': the card title of a row and the Add button's noun. */
  noun: string;
  removeConfirm: string;
  empty: () => Record<string, unknown>;
  /** The row's fields after the drug. */
  fields: (row: string) => ReactNode;
}

const col = (node: ReactNode, key: string) => (
  <Col key={key} xs={24} md={8}>
    {node}
  </Col>
);

const INFUSION: DrugRowKind = {
  type: 'Infusion',
  noun: 'Infusion',
  removeConfirm: M.removeInfusionConfirm,
  empty: () => ({
    name: '',
    diluent: null,
    totalVolume: null,
    amount: null,
    concentration: null,
    rate: null,
    rateUnits: null,
    bolusDose: null,
    guide: null,
    notes: null,
  }),
  fields: (row) => [
    col(<TextField name={`${row}.diluent`} label="Diluent" />, 'diluent'),
    col(<NumberField name={`${row}.totalVolume`} label="Total volume" unit="mL" min={0} />, 'totalVolume'),
    col(<NumberField name={`${row}.amount`} label="Amount" min={0} />, 'amount'),
    col(<NumberField name={`${row}.concentration`} label="Concentration" min={0} />, 'concentration'),
    col(<NumberField name={`${row}.rate`} label="Rate" min={0} />, 'rate'),
    col(<TextField name={`${row}.rateUnits`} label="Rate units" />, 'rateUnits'),
    col(<TextField name={`${row}.bolusDose`} label="Bolus dose" />, 'bolusDose'),
    col(<TextField name={`${row}.guide`} label="Guide" />, 'guide'),
    col(<TextField name={`${row}.notes`} label="Notes" />, 'notes'),
  ],
};

const STAT_DOSE: DrugRowKind = {
  type: 'StatDose',
  noun: 'Stat dose',
  removeConfirm: M.removeStatDoseConfirm,
  empty: () => ({ name: '', dose: null, route: null, frequency: null, notes: null }),
  fields: (row) => [
    col(<TextField name={`${row}.dose`} label="Dose" />, 'dose'),
    col(<SelectField name={`${row}.route`} label="Route" options={optionsOf(STAT_DOSE_ROUTES)} />, 'route'),
    col(
      <SelectField name={`${row}.frequency`} label="Frequency" options={optionsOf(STAT_DOSE_FREQUENCIES)} />,
      'frequency',
    ),
    col(<TextField name={`${row}.notes`} label="Notes" />, 'notes'),
  ],
};

/**
 * A list of drug rows (spec 2 §3.6, §4.10): the drug picked from the lookup of its type
 * (/referencedata/drugs?type=Infusion|StatDose), Add, and Remove after a confirmation.
 */
function DrugRows({ name, kind }: { name: string; kind: DrugRowKind }) {
  const readOnly = useReadOnly();
  const { modal } = App.useApp();
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name });
  const drugs = useDrugOptions(kind.type);
  return (
    <div style={{ marginBottom: 12 }}>
      {rows.fields.map((row, index) => (
        <Card
          key={row.id}
          size="small"
          type="inner"
          title={`${kind.noun} ${index + 1}`}
          style={{ marginBottom: 8 }}
          extra={
            readOnly ? null : (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove ${kind.noun.toLowerCase()} ${index + 1}`}
                onClick={() =>
                  modal.confirm({
                    title: kind.removeConfirm,
                    okText: 'Yes',
                    cancelText: 'No',
                    onOk: () => rows.remove(index),
                  })
                }
              />
            )
          }
        >
          <Row gutter={16}>
            {col(
              <SelectField
                name={`${name}.${index}.name`}
                label="Drug"
                required
                options={drugs.options}
                loading={drugs.isLoading}
              />,
              'name',
            )}
            {kind.fields(`${name}.${index}`)}
          </Row>
        </Card>
      ))}
      {readOnly ? null : (
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => rows.append(kind.empty())}>
          Add {kind.noun}
        </Button>
      )}
    </div>
  );
}

export const InfusionRows = ({ name }: { name: string }) => <DrugRows name={name} kind={INFUSION} />;
export const StatDoseRows = ({ name }: { name: string }) => <DrugRows name={name} kind={STAT_DOSE} />;
