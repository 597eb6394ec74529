import { PlusOutlined } from '@ant-design/icons';
import {
  type Consultation,
  type ConsultationInput,
  makeConsultationSchema,
  type TelehealthCase,
} from '@scout/domain/telehealth/case.schema';
import { carriedForwardParts } from '@scout/domain/telehealth/consultation-carry';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { Alert, Button, Form, Select, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useCasePage, useCasePageState } from '../../../../components/case-module/case-page-context.tsx';
import { defineCaseSection, type SendContext } from '../../../../components/case-module/case-section.ts';
import { SectionActions } from '../../../../components/case-module/section-actions.tsx';
import { SectionPanel } from '../../../../components/case-module/section-panel.tsx';
import { useRestoredNewRecord, useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { ReadOnlyContext } from '../../../../components/fields/read-only.ts';
import { formatDateTime, getServiceTimeZone } from '../../../../lib/dates.ts';
import { saveTelehealthCase } from '../../api/save-case.ts';
import { ConsultationBody } from '../consultation/consultation-body.tsx';
import { saveHead, serverMessage } from '../section-send.ts';

/**
 * A new consultation, created now (spec 2 §4.10: id 0 until saved): empty, except for what it
 * takes from the `previous` one (the devices and settings that stay until changed, never vitals,
 * notes or times: `carriedForwardParts` in domain says which and why).
 */
export function newConsultation(
  createdOn = new Date().toISOString(),
  previous?: ConsultationInput,
): ConsultationInput {
  return {
    id: 0,
    createdOn,
    airway: {},
    breathing: {},
    circulationAndInfusion: { infusions: [], medications: [] },
    disability: {},
    environmentAndExposure: { centralVenousCatheters: [] },
    investigations: { bloods: {}, gases: {} },
    recommendations: {},
    ...(previous ? carriedForwardParts(previous) : {}),
  };
}

/**
 * The consultation picker's label: its number in creation order, so two created in the same
 * minute still read apart ('#2 · 02/11/2026 13:00 (latest)'), then its time.
 */
export function consultationLabel(c: ConsultationInput, index: number, count: number): string {
  return `#${count - index} · ${formatDateTime(c.createdOn)}${index === 0 ? ' (latest)' : ''}${c.id === 0 ? ' - not saved' : ''}`;
}

const NEW_KEY = 'new';
const keyOf = (c: { id: number }) => (c.id === 0 ? NEW_KEY : String(c.id));

/**
 * Consultations (spec 2 §4.10): newest first, picked in a select labelled by creation date. Only
 * the newest is editable (older ones and closed cases read as summaries); Add Consultation puts a
 * new one (id 0, created now) on top and stays disabled until it is saved (and while the newest
 * has unsaved changes, which a new one would otherwise discard). A save is
 * PUT /case/consultations with the one consultation.
 */
export function ConsultationsSection() {
  const { caseData, readOnly } = useCasePage<TelehealthCase>();
  const { dirtyKeys } = useCasePageState();
  const [draft, setDraft] = useState<ConsultationInput | null>(null);
  const saved = caseData.consultations;
  const list: ConsultationInput[] = draft ? [draft, ...saved] : saved;
  const [picked, setPicked] = useState<string | null>(null);
  const newestKey = list[0] ? keyOf(list[0]) : null;
  const shownKey = picked && list.some((c) => keyOf(c) === picked) ? picked : newestKey;
  const shown = list.find((c) => keyOf(c) === shownKey);
  const newest = list[0];
  // A new consultation would replace the newest one's form: not while that has unsaved changes.
  const editingNewest = dirtyKeys.has('consultations');

  const add = () => {
    setDraft(newConsultation(new Date().toISOString(), saved[0]));
    setPicked(NEW_KEY);
  };
  // Restore of a new consultation's draft (README §3a): it is opened again, as it was created
  // (same time, same values taken from the previous one); its form then takes the typed values.
  const restoredNew = useRestoredNewRecord<ConsultationInput>('consultations');
  useEffect(() => {
    if (!restoredNew || draft) return;
    setDraft(newConsultation(restoredNew.createdOn, saved[0]));
    setPicked(NEW_KEY);
  }, [restoredNew, draft, saved]);

  return (
    <SectionPanel sectionKey="consultations" title="Consultations">
      <Space wrap style={{ marginBottom: 12 }}>
        {list.length ? (
          <Select
            aria-label="Consultation"
            style={{ minWidth: 260 }}
            value={shownKey}
            onChange={(key: string) => setPicked(key)}
            options={list.map((c, index) => ({
              value: keyOf(c),
              label: consultationLabel(c, index, list.length),
            }))}
          />
        ) : null}
        {readOnly ? null : (
          <Button
            icon={<PlusOutlined aria-hidden />}
            disabled={draft !== null || editingNewest}
            onClick={add}
          >
            Add Consultation
          </Button>
        )}
      </Space>
      {!shown ? <Alert type="info" showIcon title={M.noConsultations} /> : null}
      {/* The newest stays mounted (hidden) while an older one is read, so its edits are kept. */}
      {newest && !readOnly ? (
        <div hidden={shownKey !== newestKey}>
          <NewestConsultation
            key={newestKey}
            consultation={newest}
            onSaved={() => {
              setDraft(null);
              setPicked(null);
            }}
          />
        </div>
      ) : null}
      {shown && (shownKey !== newestKey || readOnly) ? (
        <ConsultationSummary key={shownKey} consultation={shown} />
      ) : null}
    </SectionPanel>
  );
}

/** An older consultation (or any in a read-only case): the same parts as read-only text. */
function ConsultationSummary({ consultation }: { consultation: ConsultationInput }) {
  const form = useForm({ defaultValues: consultation });
  return (
    <ReadOnlyContext.Provider value>
      <FormProvider {...form}>
        <Form layout="vertical" component="div" aria-label="Consultation">
          <ConsultationBody />
        </Form>
      </FormProvider>
    </ReadOnlyContext.Provider>
  );
}

/** The newest consultation as a section form of the case (Save, leave guard, conflict prompt). */
function NewestConsultation({
  consultation,
  onSaved,
}: {
  consultation: ConsultationInput;
  onSaved: () => void;
}) {
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const isNew = consultation.id === 0;
  const def = useMemo(
    () =>
      defineCaseSection<TelehealthCase>()({
        key: 'consultations',
        title: 'Consultation',
        schema: () => makeConsultationSchema(() => new Date(), getServiceTimeZone()),
        // The consultation shown: the new one while unsaved, else the newest saved one.
        defaults: (c) => (isNew ? consultation : (c.consultations[0] ?? consultation)),
        // A new one is not in the case yet: its draft keeps all of it (never-lost drafts).
        isNewRecord: (values) => values.id === 0,
        send: async (values: Consultation, ctx: SendContext<TelehealthCase>) => {
          const answer = await saveTelehealthCase(ctx.api, 'consultations', {
            ...saveHead(ctx),
            consultation: values,
          });
          onSavedRef.current();
          return answer;
        },
        messages: {
          saved: isNew ? M.consultationCreated : M.sectionUpdated('Consultations'),
          failed: serverMessage,
          validationFailed: M.consultationsValidationFailed,
          conflict: { question: M.sectionConflict },
        },
      }),
    [consultation, isNew],
  );
  // Inside the Consultations panel: the form and its Save, with no frame of its own.
  const { form, save, saving } = useSectionForm(def);
  return (
    <FormProvider {...form}>
      <Form layout="vertical" component="div" aria-label="Consultation">
        <ConsultationBody />
      </Form>
      <SectionActions save={save} saving={saving} />
    </FormProvider>
  );
}
