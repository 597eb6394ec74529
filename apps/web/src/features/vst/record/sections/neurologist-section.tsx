import type { NeurologistInformation } from '@scout/domain/vst/case.schema';
import {
  clearedNeurologistInformation,
  handoverNeurologist,
  isDelayReasonRequired,
  type SpecialistEntry,
} from '@scout/domain/vst/rules';
import { Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { useReadOnly } from '../../../../components/fields/read-only.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { useVstUsers } from '../../api/get-lookups.ts';
import { useSectionClearing } from '../fields/use-section-clearing.ts';
import { VstField } from '../fields/vst-field.tsx';
import { VstFieldSection } from '../fields/vst-section.tsx';
import { useVstKind, useVstSectionDef } from '../vst-kind-context.ts';

const S = 'neurologistInformation';

/**
 * Neurologist Information (spec 3 §3.1, §4.2, §5.2): the specialist (GET /managers) and the
 * contact time; the delay reason (Other: its text) shows once the first contact is 10 minutes or
 * more after the call (`isDelayReasonRequired`). Handover keeps the current specialist in the
 * history and clears the fields for the next one; Cancel puts them back.
 */
export function NeurologistSection() {
  const section = useSectionForm(useVstSectionDef('neurologist-info'));
  const { kind } = useVstKind();
  return (
    <SectionFormView section={section}>
      <VstFieldSection record={kind} section={S}>
        <NeurologistFields />
      </VstFieldSection>
    </SectionFormView>
  );
}

type Neurologist = Partial<NeurologistInformation> | null;

function NeurologistFields() {
  const { control, getValues, setValue } = useFormContext();
  const readOnly = useReadOnly();
  const managers = useVstUsers('managers');
  const [callDateTime, info] = useWatch({ control, name: ['callDateTime', S] }) as [
    string | null,
    Neurologist,
  ];
  useSectionClearing(S, clearedNeurologistInformation);
  /** The values before a Handover, for Cancel. */
  const [before, setBefore] = useState<Neurologist>(null);
  const history = (info?.specialists ?? []) as SpecialistEntry[];
  const delay = isDelayReasonRequired(callDateTime, info?.specialistDateAndTime ?? null, history.length > 0);
  const handover = () => {
    const current = getValues(S) as NeurologistInformation;
    const name = managers.options.find((o) => o.value === current.specialistId)?.label;
    setBefore(current);
    setValue(S, handoverNeurologist({ ...current, specialist: name ?? current.specialist }), {
      shouldDirty: true,
    });
  };
  const cancel = () => {
    setValue(S, before, { shouldDirty: true });
    setBefore(null);
  };
  return (
    <>
      <FieldGrid>
        <VstField name="specialistId" />
        <VstField name="specialistDateAndTime" />
        {delay ? <VstField name="delayReason" other="otherDelayReason" /> : null}
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
