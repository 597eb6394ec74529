import { describe, expect, it } from 'vitest';
import { FIXED_NOW, issuesOf } from '../cases/test-issues.ts';
import { makeBloodGasDraftSchema, makeBloodGasSchema } from './blood-gas.schema.ts';
import {
  INVESTIGATION_FIELDS,
  makeInvestigationDraftSchema,
  makeInvestigationSchema,
} from './investigation.schema.ts';
import { ECMO_MESSAGES as M } from './messages.ts';

const at = '2026-03-10T09:00:00+11:00';

describe('blood gas (spec 2 §5.2)', () => {
  const draft = makeBloodGasDraftSchema(FIXED_NOW);
  const commit = makeBloodGasSchema(FIXED_NOW);
  it('needs date/time and type once any value is entered', () => {
    expect(issuesOf(draft, {})).toEqual([]);
    expect(issuesOf(draft, { pco2: 45 })).toEqual([
      { path: 'bloodGasDateAndTime', message: M.required },
      { path: 'bloodGasType', message: M.required },
    ]);
    expect(issuesOf(draft, { be: -3, bloodGasDateAndTime: at, bloodGasType: 'Venous' })).toEqual([]);
  });
  it('always needs date/time and type to commit', () => {
    expect(issuesOf(commit, {}).map((i) => i.path)).toEqual(['bloodGasDateAndTime', 'bloodGasType']);
    expect(issuesOf(commit, { bloodGasDateAndTime: at, bloodGasType: 'Mix Venous', ph: 7.35 })).toEqual([]);
  });
  it('keeps pH within 0-14 and gases at 0 or more; base excess may be negative', () => {
    const base = { bloodGasDateAndTime: at, bloodGasType: 'Arterial' };
    expect(
      issuesOf(commit, { ...base, ph: 15, po2: -1, pco2: -1, hco3: -1, be: -10 }).map((i) => i.path),
    ).toEqual(['ph', 'po2', 'pco2', 'hco3']);
    expect(issuesOf(commit, { ...base, bloodGasType: 'Capillary' })).toEqual([
      { path: 'bloodGasType', message: M.required },
    ]);
  });
});

describe('investigation (spec 2 §5.2)', () => {
  const draft = makeInvestigationDraftSchema(FIXED_NOW);
  const commit = makeInvestigationSchema(FIXED_NOW);
  it('needs the date once any value is entered', () => {
    expect(issuesOf(draft, {})).toEqual([]);
    expect(issuesOf(draft, { lactate: 4.2 })).toEqual([
      { path: 'investigationDateAndTime', message: M.required },
    ]);
    expect(issuesOf(draft, { ecgImagingNote: 'ST elevation' })).toEqual([
      { path: 'investigationDateAndTime', message: M.required },
    ]);
    expect(issuesOf(draft, { lactate: 4.2, investigationDateAndTime: at })).toEqual([]);
    expect(issuesOf(commit, {})).toEqual([{ path: 'investigationDateAndTime', message: M.required }]);
  });
  it('keeps every investigation value at 0 or more', () => {
    const negatives = Object.fromEntries(INVESTIGATION_FIELDS.map((f) => [f.key, -1]));
    const found = issuesOf(commit, { investigationDateAndTime: at, ...negatives });
    expect(found).toHaveLength(INVESTIGATION_FIELDS.length);
    expect(new Set(found.map((i) => i.message))).toEqual(new Set(['Must be at least 0']));
  });
  it('checks the troponin times as past events', () => {
    expect(
      issuesOf(commit, { investigationDateAndTime: at, trop1: 20, trop1Time: '2026-04-01T09:00:00+11:00' }),
    ).toEqual([{ path: 'trop1Time', message: M.futureDate }]);
  });
});
