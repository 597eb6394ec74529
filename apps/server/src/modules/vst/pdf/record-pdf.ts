import { formatDate, formatDateTime } from '@scout/domain/cases/dates';
import type { Option } from '@scout/domain/cases/option';
import type { VstConsult } from '@scout/domain/vst/case.schema';
import { VST_CONSULT_FIELDS, VST_FOLLOWUP_FIELDS, type VstField } from '@scout/domain/vst/field-labels';
import type { VstFollowup } from '@scout/domain/vst/followup.schema';
import { vstRecordStatus } from '@scout/domain/vst/rules';
import { VST_CONSULT_SECTIONS, VST_FOLLOWUP_SECTIONS } from '@scout/domain/vst/sections';
import { type Db, readTogether, type Tx } from '../../../db/client.ts';
import * as repo from '../repo.ts';
import { type PdfDocumentContent, type PdfSection, renderRecordPdf } from './render-pdf.ts';

/**
 * The PDF of a VST consult or follow-up (spec 3 §7.1 GET /form/generate/{type}; issue 12 item 6):
 * every saved section in the order of the form, each field with the label and option labels the
 * domain declares once (vst/field-labels.ts), so a field added to a section prints without a
 * change here. Unanswered fields are left out; sections never saved are left out.
 */
export const VST_SERVICE_NAME = 'SCOUT Stroke Telemedicine Service (VST)';

type Loose = Record<string, unknown> | null | undefined;

const valueAt = (section: Loose, name: string): unknown =>
  name
    .split('.')
    .reduce<unknown>(
      (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      section,
    );

const labelOf = (options: readonly Option<string>[] | undefined, value: unknown) =>
  options?.find((o) => o.value === value)?.label ?? String(value);

interface Names {
  hospitals: Map<number, repo.ProviderFacts>;
  users: Map<number, string>;
  timeZone: string;
}

function formatted(field: VstField, value: unknown, names: Names): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  switch (field.kind) {
    case 'dateTime':
      return formatDateTime(String(value), names.timeZone);
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'choice':
      return labelOf(field.options, value);
    case 'choices':
      return (value as unknown[]).map((v) => labelOf(field.options, v)).join(', ');
    case 'hospital':
      return names.hospitals.get(Number(value))?.name ?? `Hospital ${String(value)}`;
    case 'user':
      return names.users.get(Number(value)) ?? `User ${String(value)}`;
    case 'list':
      return (value as unknown[]).map(String).join(', ');
    case 'specialists':
      return (
        value as Array<{
          serialNo: number;
          specialist?: string | null;
          specialistId?: number | null;
          specialistDateAndTime?: string | null;
        }>
      )
        .map((s) => {
          const who = s.specialist ?? (s.specialistId ? names.users.get(s.specialistId) : null) ?? '';
          const when = s.specialistDateAndTime
            ? ` (${formatDateTime(s.specialistDateAndTime, names.timeZone)})`
            : '';
          return `${s.serialNo}. ${who}${when}`;
        })
        .join('; ');
    default:
      return String(value);
  }
}

/** Every id a record's sections name (hospitals and users), to resolve their names in two reads. */
function idsIn(sections: Array<[Loose, readonly VstField[]]>) {
  const hospitals = new Set<number>();
  const users = new Set<number>();
  for (const [section, fields] of sections) {
    for (const field of fields) {
      const value = valueAt(section, field.name);
      if (typeof value !== 'number') continue;
      if (field.kind === 'hospital') hospitals.add(value);
      if (field.kind === 'user') users.add(value);
    }
  }
  return { hospitals: [...hospitals], users: [...users] };
}

type VstRecord = VstConsult | VstFollowup;

export async function recordPdfContent(
  db: Db | Tx,
  record: VstRecord,
  timeZone: string,
): Promise<PdfDocumentContent> {
  const isConsult = record.type === 'Consult';
  const layout = (isConsult ? VST_CONSULT_SECTIONS : VST_FOLLOWUP_SECTIONS).filter((s) => s.data !== null);
  const fieldsOf = (name: string) =>
    (
      (isConsult ? VST_CONSULT_FIELDS : VST_FOLLOWUP_FIELDS) as unknown as Record<string, readonly VstField[]>
    )[name] ?? [];
  const values = record as unknown as { [name: string]: Loose };
  const saved = layout.map((s) => [s, values[s.data as string]] as const).filter(([, section]) => !!section);
  const ids = idsIn(saved.map(([s, section]) => [section, fieldsOf(s.data as string)]));
  const [hospitals, users] = await readTogether(db, [
    () => repo.providerFacts(db, ids.hospitals),
    () => repo.userNames(db, ids.users),
  ] as const);
  const names: Names = { hospitals, users, timeZone };
  const p = record.patient;
  const sections: PdfSection[] = [
    {
      title: isConsult ? 'Consult' : 'Follow up',
      rows: [
        ['Study ID', record.studyId],
        ...(record.type === 'Followup'
          ? [['Follow up of', record.vstConsultStudyId] as [string, string]]
          : []),
        ['Call Date/Time', formatDateTime(record.callDateTime, timeZone)],
        ['Call Taker', record.callTakerName ?? ''],
        ['Status', vstRecordStatus(record)],
        ...(record.closedOn
          ? [['Closed On', formatDateTime(record.closedOn, timeZone)] as [string, string]]
          : []),
      ],
    },
    ...saved.map(([s, section]) => ({
      title: s.title,
      rows: fieldsOf(s.data as string).flatMap((field): Array<[string, string]> => {
        const text = formatted(field, valueAt(section, field.name), names);
        return text === null ? [] : [[field.label, text]];
      }),
    })),
  ];
  const dob = p.dateOfBirth
    ? `DOB ${formatDate(p.dateOfBirth, timeZone)}`
    : p.age !== null
      ? `Age ${p.age}`
      : null;
  const urn = (values.patientInformation as { patientHospitalUrn?: string | null } | null)
    ?.patientHospitalUrn;
  return {
    serviceName: VST_SERVICE_NAME,
    title: `VST ${isConsult ? 'Consult' : 'Follow up'} ${record.studyId}`,
    patientLine: [`Patient: ${p.lastName.toUpperCase()}, ${p.firstName}`, dob, urn ? `URN ${urn}` : null]
      .filter(Boolean)
      .join('  |  '),
    sections,
  };
}

export async function recordPdf(db: Db | Tx, record: VstRecord, timeZone: string): Promise<Uint8Array> {
  return renderRecordPdf(await recordPdfContent(db, record, timeZone));
}
