import {
  cancelHandover,
  handoverNeurologist,
  hasUnsavedHandover,
  type SpecialistEntry,
} from '@scout/domain/stroke/handover';
import { Button, Space, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { useReadOnly } from '../../../../components/fields/read-only.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { useStrokeUsers } from '../../api/lookups.ts';
import { StrokeField } from '../fields/stroke-field.tsx';
import { useStrokeKind } from '../kind-context.ts';
import { storedSection } from '../section-factory.ts';
import type { StrokeRecord } from '../stroke-kind.ts';
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
 * Handover mode (Cancel offered) is read from the form against the record as saved: it lasts while
 * the form's history has a row the saved one has not, so a save that stores the row ends it (and
 * Save All, a restored draft or a reload are seen the same way), and Cancel only ever returns to
 * the saved history. `cleared` is the section's clearing rule (stable).
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
  const kind = useStrokeKind();
  const { area } = kind;
  const specialists = useStrokeUsers(area, area.lists.specialists);
  const info = useWatch({ control, name: S }) as Neurologist | null;
  /** The section as the record holds it (the last save's answer, or the loaded record). */
  const saved = storedSection(kind, useCasePage<StrokeRecord>().caseData, S) as Neurologist | null;
  const inHandover = hasUnsavedHandover(info, saved);
  const history = info?.specialists ?? [];
  const handover = () => {
    const current = getValues(S) as Neurologist;
    const name = specialists.options.find((o) => o.value === current.specialistId)?.label;
    setValue(
      S,
      handoverNeurologist({ ...current, specialist: name ?? (current.specialist as string | null) }),
      {
        shouldDirty: true,
      },
    );
  };
  const cancel = () => {
    setValue(S, cancelHandover(getValues(S) as Neurologist, saved), { shouldDirty: true });
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
          {inHandover ? (
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
