import { ageOn } from '@scout/domain/patients/dates';
import {
  MERGE_INFO_FIELDS,
  type MergeInfoRow,
  type ProfileMergeItems,
  urnMergeKey,
} from '@scout/domain/patients/merge.schema';
import { countryName } from './reads.service.ts';
import type * as repo from './repo.ts';

/** Everything a merge reads or moves for one profile. */
export interface MergeSide {
  profile: repo.ProfileRow;
  urns: repo.UrnWithProvider[];
  previousAddresses: repo.PreviousAddressRow[];
  presentations: repo.PresentationListRow[];
}

/** YYYY-MM-DD as DD/MM/YYYY (spec 1 §9). */
export const displayDate = (iso: string) => iso.split('-').reverse().join('/');

/** DD/MM/YYYY HH:mm in the service time zone. */
export function displayDateTime(value: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(value);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** One line: "3/12 High Street, Preston VIC 3072, Australia" (parts left out when empty). */
export function displayAddress(a: repo.AddressValues): string | null {
  const street = [
    a.addressUnitOrRoomNumber && a.addressStreetNumber
      ? `${a.addressUnitOrRoomNumber}/${a.addressStreetNumber}`
      : (a.addressUnitOrRoomNumber ?? a.addressStreetNumber),
    a.addressStreetName,
  ]
    .filter(Boolean)
    .join(' ');
  const place = [a.addressSuburb, a.addressState, a.addressPostcode].filter(Boolean).join(' ');
  const line = [street, place, countryName(a.addressCountryCode)].filter(Boolean).join(', ');
  return line || null;
}

/** The age shown for a profile: derived from the date of birth when known. */
export function displayAge(p: repo.ProfileRow, today: string): number | null {
  return p.dateOfBirth ? ageOn(p.dateOfBirth, today) : p.age;
}

function infoValue(p: repo.ProfileRow, field: string, today: string): string | null {
  switch (field) {
    case 'dateOfBirth':
      return p.dateOfBirth ? displayDate(p.dateOfBirth) : null;
    case 'age': {
      const age = displayAge(p, today);
      return age === null ? null : String(age);
    }
    case 'countryCode':
      return countryName(p.countryCode) ?? (p.countryCode === null ? null : String(p.countryCode));
    case 'address':
      return displayAddress(p);
    default: {
      const value = p[field as keyof repo.ProfileRow];
      return value === null || value === undefined ? null : String(value);
    }
  }
}

/** Which merge-items list each presentation type goes to. Outpatient (VST clinic) is VST's. */
const PRESENTATION_LISTS: Record<string, keyof ProfileMergeItems> = {
  VST: 'vstConsults',
  Outpatient: 'vstConsults',
  VSTFollowup: 'vstFollowups',
  VTIS: 'vtisConsults',
  VTISFollowup: 'vtisFollowups',
  ECMO: 'ecmoCases',
  Telehealth: 'telehealthCases',
};

const PRESENTATION_LABELS: Record<string, string> = {
  VST: 'VST consult',
  Outpatient: 'VST outpatient clinic',
  VSTFollowup: 'VST follow-up',
  VTIS: 'VTIS consult',
  VTISFollowup: 'VTIS follow-up',
  ECMO: 'ECMO case',
  Telehealth: 'Telehealth case',
};

function presentationRow(p: repo.PresentationListRow, side: 'target' | 'source', tz: string): MergeInfoRow {
  const value = [
    displayDateTime(p.presentationDateTime, tz),
    p.healthCareProviderName,
    p.principalProblem,
    p.studyId ? `study ${p.studyId}` : null,
    p.isActive ? (p.status ?? 'active') : (p.status ?? 'closed'),
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    fieldName: `presentation:${p.discriminator}:${p.caseId}`,
    fieldLabel: `${PRESENTATION_LABELS[p.discriminator] ?? p.discriminator} ${p.caseId}`,
    targetRecordValue: side === 'target' ? value : null,
    sourceRecordValue: side === 'source' ? value : null,
  };
}

function previousAddressRow(a: repo.PreviousAddressRow, side: 'target' | 'source', tz: string): MergeInfoRow {
  const value = displayAddress(a);
  return {
    fieldName: `previousAddress:${a.id}`,
    fieldLabel: `Previous address (until ${displayDateTime(a.addedAt, tz).slice(0, 10)})`,
    targetRecordValue: side === 'target' ? value : null,
    sourceRecordValue: side === 'source' ? value : null,
  };
}

/**
 * GET profilemergeitems: every patientInfo field side by side (equal ones too, so the page can
 * show the whole record; only differing ones need a choice), the URN entries per provider (key
 * urn:{providerId}), and, for information, the previous addresses and presentations that will
 * all end on the target.
 */
export function buildMergeItems(
  target: MergeSide,
  source: MergeSide,
  today: string,
  timeZone: string,
): ProfileMergeItems {
  const providerIds = [...new Set([...target.urns, ...source.urns].map((u) => u.healthCareProviderId))];
  const urnAt = (side: MergeSide, id: number) => side.urns.find((u) => u.healthCareProviderId === id);
  const items: ProfileMergeItems = {
    patientInfo: MERGE_INFO_FIELDS.map((f) => ({
      fieldName: f.fieldName,
      fieldLabel: f.fieldLabel,
      targetRecordValue: infoValue(target.profile, f.fieldName, today),
      sourceRecordValue: infoValue(source.profile, f.fieldName, today),
    })),
    patientUrn: providerIds.map((id) => {
      const t = urnAt(target, id);
      const s = urnAt(source, id);
      return {
        fieldName: urnMergeKey(id),
        fieldLabel: (t ?? s)?.healthCareProviderName ?? String(id),
        targetRecordValue: t?.urn ?? null,
        sourceRecordValue: s?.urn ?? null,
      };
    }),
    previousAddresses: [
      ...target.previousAddresses.map((a) => previousAddressRow(a, 'target', timeZone)),
      ...source.previousAddresses.map((a) => previousAddressRow(a, 'source', timeZone)),
    ],
    vstConsults: [],
    vstFollowups: [],
    vtisConsults: [],
    vtisFollowups: [],
    ecmoCases: [],
    telehealthCases: [],
  };
  for (const [side, rows] of [
    ['target', target.presentations],
    ['source', source.presentations],
  ] as const) {
    for (const p of rows) {
      const list = PRESENTATION_LISTS[p.discriminator];
      if (list) items[list].push(presentationRow(p, side, timeZone));
    }
  }
  return items;
}
