import { handoverNeurologist, type SpecialistEntry } from '@scout/domain/stroke/handover';
import { Button, Space, Table, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { useReadOnly } from '../../../../components/fields/read-only.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { useStrokeUsers } from '../../api/lookups.ts';
import { StrokeField } from '../fields/stroke-field.tsx';
import { useStrokeKind } from '../kind-context.ts';
import { StrokeFormSection } from './stroke-form-section.tsx';

const S = 'neurologistInformation';

type Neurologist = Record<string, unknown> & {
  specialistId?: number | null;
  specialists?: SpecialistEntry[];
};

/**
 * Neurologist Information (spec 3 §3.1, §3.4, §4.2): the specialist (the area's specialists) and
 * the contact time, then the area's own fields (`extra`, VST: the delay reason). Handover keeps the
 * current specialist in the history and clears the fields for the next one; Cancel puts them back.
 * `cleared` is the section's clearing rule (stable).
 */
export function StrokeNeurologistSection<T extends object>({
  cleared,
  extra,
}: {
  cleared?: (values: T) => T;
  extra?: ReactNode;
}) {
  return (
    <StrokeFormSection sectionKey="neurologist-info" cleared={cleared}>
      <NeurologistFields extra={extra} />
    </StrokeFormSection>
  );
}

function NeurologistFields({ extra }: { extra?: ReactNode }) {
  const { control, getValues, setValue } = useFormContext();
  const readOnly = useReadOnly();
  const { area } = useStrokeKind();
  const specialists = useStrokeUsers(area, area.lists.specialists);
  const info = useWatch({ control, name: S }) as Neurologist | null;
  /** The values before a Handover, for Cancel. */
  const [before, setBefore] = useState<Neurologist | null>(null);
  const history = info?.specialists ?? [];
  const handover = () => {
    const current = getValues(S) as Neurologist;
    const name = specialists.options.find((o) => o.value === current.specialistId)?.label;
    setBefore(current);
    setValue(
      S,
      handoverNeurologist({ ...current, specialist: name ?? (current.specialist as string | null) }),
      {
        shouldDirty: true,
      },
    );
  };
  const cancel = () => {
    setValue(S, before, { shouldDirty: true });
    setBefore(null);
  };
  return (
    <>
      <FieldGrid>
        <StrokeField name="specialistId" />
        <StrokeField name="specialistDateAndTime" />
        {extra}
      </FieldGrid>
      {readOnly ? null : (
        <Space style={{ marginBottom: 16 }}>
          {before ? (
            <Button onClick={cancel}>Cancel</Button>
          ) : (
            <Button disabled={info?.specialistId == null} onClick={handover}>
              Handover
            </Button>
          )}
        </Space>
      )}
      {history.length > 0 ? <HandoverHistory history={history} /> : null}
    </>
  );
}

function HandoverHistory({ history }: { history: readonly SpecialistEntry[] }) {
  return (
    <>
      <Typography.Title level={5}>Handover History</Typography.Title>
      <Table<SpecialistEntry>
        size="small"
        rowKey="serialNo"
        pagination={false}
        dataSource={[...history]}
        columns={[
          { title: 'No.', dataIndex: 'serialNo' },
          { title: 'Neurologist/Stroke Specialist', dataIndex: 'specialist' },
          {
            title: 'Date/Time Specialist Contacted',
            dataIndex: 'specialistDateAndTime',
            render: (v: string | null) => formatDateTime(v),
          },
        ]}
      />
    </>
  );
}
