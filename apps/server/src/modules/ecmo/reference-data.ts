import { CONSUMABLE_ITEM_TYPE, CONSUMABLE_STATUS } from '@scout/domain/ecmo/consumable-options';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ecmoLookups } from '../../db/schema/index.ts';
import {
  type ReferenceList,
  type ReferenceLoadResult,
  syncReferenceList,
} from '../admin/countries/reference-data.ts';

/**
 * The ECMO lookups (spec 2 §3.2, §3.5, §7.1). The spec names the lists but not their values, so
 * these are SCOUT's clinically usual choices (ELSO registry categories for diagnoses, the devices
 * and suppliers an Australian ECMO service stocks), reviewed with the service before go-live.
 * Ids are fixed so stored cases and items keep their meaning; the spec fixes some (consumable
 * statuses Available 10 / Used 20 / Primed 30, item type Circuit 10). A value is never removed
 * from a list once shipped (old cases point at it); rename it instead.
 */
export const ECMO_LOOKUP_LISTS = [
  'ecmotypes',
  'ecmoprimaryorganfailures',
  'ecmodiagnosiscategories',
  'ecmosecondarydiagnoses',
  'ecmocircuittypes',
  'ecmoitembrands',
  'ecmoitemstatuses',
  'ecmoitemsuppliers',
  'ecmoitemtypes',
] as const;
export type EcmoLookupList = (typeof ECMO_LOOKUP_LISTS)[number];

interface LookupRow {
  list: EcmoLookupList;
  id: number;
  name: string;
  primaryOrganFailureId?: number;
}

const RESPIRATORY = 1;
const CARDIAC = 2;
const COMBINED = 3;

const named = (list: EcmoLookupList, entries: Array<[number, string]>): LookupRow[] =>
  entries.map(([id, name]) => ({ list, id, name }));
const categories = (failure: number, entries: Array<[number, string]>): LookupRow[] =>
  entries.map(([id, name]) => ({
    list: 'ecmodiagnosiscategories',
    id,
    name,
    primaryOrganFailureId: failure,
  }));

export const ECMO_LOOKUP_ROWS: readonly LookupRow[] = [
  // ECMO types: the modes of spec 2 §9 (the case stores the mode code; this list names them).
  ...named('ecmotypes', [
    [1, 'VA'],
    [2, 'VV'],
    [3, 'V-VA'],
    [4, 'V-VCO2R'],
    [5, 'Other'],
    [6, 'Other/Unknown'],
  ]),
  ...named('ecmoprimaryorganfailures', [
    [RESPIRATORY, 'Respiratory'],
    [CARDIAC, 'Cardiac'],
    [COMBINED, 'Combined'],
  ]),
  ...categories(RESPIRATORY, [
    [101, 'ARDS - viral pneumonia'],
    [102, 'ARDS - bacterial pneumonia'],
    [103, 'ARDS - non-pneumonia'],
    [104, 'Aspiration pneumonitis'],
    [105, 'Acute severe asthma'],
    [106, 'Pulmonary contusion / chest trauma'],
    [107, 'Lung transplant - primary graft dysfunction'],
    [108, 'Bridge to lung transplant'],
    [109, 'Central airway obstruction'],
    [110, 'Other respiratory'],
  ]),
  ...categories(CARDIAC, [
    [201, 'Acute myocardial infarction / cardiogenic shock'],
    [202, 'Myocarditis'],
    [203, 'Decompensated cardiomyopathy'],
    [204, 'Post-cardiotomy failure'],
    [205, 'Massive pulmonary embolism'],
    [206, 'Refractory cardiac arrest (ECPR)'],
    [207, 'Refractory arrhythmia'],
    [208, 'Drug toxicity / poisoning'],
    [209, 'Heart transplant - primary graft failure'],
    [210, 'Septic cardiomyopathy'],
    [211, 'Other cardiac'],
  ]),
  ...categories(COMBINED, [[301, 'Combined cardiorespiratory failure']]),
  ...named('ecmosecondarydiagnoses', [
    [1, 'Sepsis'],
    [2, 'Acute kidney injury'],
    [3, 'Acute liver failure'],
    [4, 'Coagulopathy / DIC'],
    [5, 'Hypoxic brain injury'],
    [6, 'Stroke'],
    [7, 'Multi-trauma'],
    [8, 'Pregnancy / peripartum'],
    [9, 'Immunosuppression'],
    [10, 'Obesity (BMI over 35)'],
    [11, 'Chronic lung disease'],
    [12, 'Chronic kidney disease'],
    [13, 'Pulmonary hypertension'],
    [14, 'Diabetes mellitus'],
  ]),
  ...named('ecmocircuittypes', [
    [1, 'HLS Set Advanced 7.0'],
    [2, 'HLS Set Advanced 5.0'],
    [3, 'PLS Set'],
    [4, 'Paediatric circuit'],
    [5, 'Other'],
  ]),
  ...named('ecmoitembrands', [
    [1, 'Getinge (Maquet)'],
    [2, 'Medtronic'],
    [3, 'LivaNova'],
    [4, 'Abbott'],
    [5, 'Eurosets'],
    [6, 'Xenios (Fresenius)'],
    [7, 'Other'],
  ]),
  ...named('ecmoitemstatuses', [
    [CONSUMABLE_STATUS.Available, 'Available'],
    [CONSUMABLE_STATUS.Used, 'Used'],
    [CONSUMABLE_STATUS.Primed, 'Primed'],
  ]),
  ...named('ecmoitemsuppliers', [
    [1, 'Getinge Australia'],
    [2, 'Medtronic Australasia'],
    [3, 'LivaNova Australia'],
    [4, 'Fresenius Medical Care Australia'],
    [5, 'Hospital biomedical engineering (loan)'],
    [6, 'Other'],
  ]),
  ...named('ecmoitemtypes', [
    [CONSUMABLE_ITEM_TYPE.Circuit, 'Circuit'],
    [20, 'Oxygenator'],
    [30, 'Centrifugal pump head'],
    [40, 'Cannula'],
    [50, 'Tubing pack'],
  ]),
];

export const ecmoLookupsList: ReferenceList<LookupRow> = {
  name: 'ecmo-lookups',
  version: 'SCOUT ECMO lookups 2026.1',
  rows: ECMO_LOOKUP_ROWS,
  async upsert(tx, rows) {
    await tx
      .insert(ecmoLookups)
      .values(
        rows.map((r, i) => ({
          list: r.list,
          id: r.id,
          name: r.name,
          primaryOrganFailureId: r.primaryOrganFailureId ?? null,
          sortOrder: i,
        })),
      )
      .onConflictDoUpdate({
        target: [ecmoLookups.list, ecmoLookups.id],
        set: {
          name: sql`excluded.name`,
          primaryOrganFailureId: sql`excluded.primary_organ_failure_id`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
  },
};

/** Called by main.ts and the test app after the shared reference data (idempotent, cheap when unchanged). */
export async function loadEcmoReferenceData(db: Db): Promise<Record<string, ReferenceLoadResult>> {
  return { [ecmoLookupsList.name]: await syncReferenceList(db, ecmoLookupsList) };
}
