import { formatDate, formatDateTime } from '@scout/domain/cases/dates';
import type { Option } from '@scout/domain/cases/option';
import type { FieldDeclaration } from '@scout/domain/stroke/field-kit';
import { type Db, readTogether, type Tx } from '../../../db/client.ts';
import * as lookups from '../lookups.repo.ts';
import type { PdfSection } from './render-pdf.ts';

/**
 * A stroke record's saved sections as PDF rows, from the fields the domain declares once per
 * section (GUIDE §7 "one field definition, many uses": vst/field-labels.ts, the VTIS field
 * declarations): each answered field with its label and its option labels, in form order, so a
 * field added to a section prints without a change here. Unanswered fields are left out, and so
 * are the form's controls that are not clinical data (`printed: false`: the mandatory-fields toggle).
 */

type Loose = Record<string, unknown> | null | undefined;

/** The value at a dotted field name inside a section ('observations.hr'). */
export const valueAt = (section: Loose, name: string): unknown =>
  // Most names are plain (an export reads 100+ of them per row): no split for those.
  name.indexOf('.') < 0
    ? section
      ? section[name]
      : undefined
    : name
        .split('.')
        .reduce<unknown>(
          (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
          section,
        );

const labelOf = (options: readonly Option<string>[] | undefined, value: unknown) =>
  options?.find((o) => o.value === value)?.label ?? String(value);

export interface PdfNames {
  hospitals: Map<number, lookups.ProviderFacts>;
  users: Map<number, string>;
  timeZone: string;
}

type Specialist = {
  serialNo: number;
  specialist?: string | null;
  specialistId?: number | null;
  specialistDateAndTime?: string | null;
};

/**
 * How a service prints the kinds of field only it has (VTIS: SACC country and ASCL language codes
 * by their names, timed readings), by kind; answered values only.
 */
export type PdfFormatters = Readonly<
  Record<string, (value: unknown, field: FieldDeclaration, names: PdfNames) => string | null>
>;

/** One field's value as printed, or null when unanswered. */
export function formatted(
  field: FieldDeclaration,
  value: unknown,
  names: PdfNames,
  formatters: PdfFormatters = {},
): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  const own = formatters[field.kind];
  if (own) return own(value, field, names);
  switch (field.kind) {
    case 'dateTime':
      return formatDateTime(String(value), names.timeZone);
    case 'date':
      return formatDate(String(value), names.timeZone);
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
      return (value as Specialist[])
        .map((s) => {
          const who = s.specialist ?? (s.specialistId ? names.users.get(s.specialistId) : null) ?? '';
          const when = s.specialistDateAndTime
            ? ` (${formatDateTime(s.specialistDateAndTime, names.timeZone)})`
            : '';
          return `${s.serialNo}. ${who}${when}`;
        })
        .join('; ');
    default:
      return Array.isArray(value) ? value.map(String).join(', ') : String(value);
  }
}

/** Every id the sections name (hospitals and users), to resolve their names in two reads. */
export function idsIn(sections: ReadonlyArray<readonly [Loose, readonly FieldDeclaration[]]>) {
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

/** A section of the form as the PDF prints it: its title and its stored value's fields. */
export interface PdfSourceSection {
  title: string;
  value: Loose;
  fields: readonly FieldDeclaration[];
}

/**
 * The PDF sections of the saved ones among `sections` (a section never saved is left out), with
 * the hospital and user names their fields name.
 */
export async function fieldSections(
  db: Db | Tx,
  sections: readonly PdfSourceSection[],
  timeZone: string,
  formatters: PdfFormatters = {},
): Promise<PdfSection[]> {
  const saved = sections.filter((s) => !!s.value);
  const ids = idsIn(saved.map((s) => [s.value, s.fields] as const));
  const [hospitals, users] = await readTogether(db, [
    () => lookups.providerFacts(db, ids.hospitals),
    () => lookups.userNames(db, ids.users),
  ] as const);
  const names: PdfNames = { hospitals, users, timeZone };
  return saved.map((s) => ({
    title: s.title,
    rows: s.fields.flatMap((field): Array<[string, string]> => {
      if (field.printed === false) return [];
      const text = formatted(field, valueAt(s.value, field.name), names, formatters);
      return text === null ? [] : [[field.label, text]];
    }),
  }));
}

/** The patient line under every page's title: name, date of birth (or age) and URN. */
export function patientLine(
  p: { firstName: string; lastName: string; dateOfBirth: string | null; age: number | null },
  urn: string | null | undefined,
  timeZone: string,
): string {
  const dob = p.dateOfBirth
    ? `DOB ${formatDate(p.dateOfBirth, timeZone)}`
    : p.age !== null
      ? `Age ${p.age}`
      : null;
  return [`Patient: ${p.lastName.toUpperCase()}, ${p.firstName}`, dob, urn ? `URN ${urn}` : null]
    .filter(Boolean)
    .join('  |  ');
}
