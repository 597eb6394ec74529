import { describe, expect, it } from 'vitest';
import { FIXED_NOW, issuesOf, parsed } from '../cases/test-issues.ts';
import { makeEttSchema, ventilationSchema } from './airway.schema.ts';
import {
  makeClinicalDetailsSchema,
  makeCommitBloodGasSchema,
  makeCommitObservationSchema,
} from './clinical-details.schema.ts';
import { diagnosisSchema } from './diagnosis.schema.ts';
import { infusionSupportSchema, mechanicalSupportSchema } from './infusion-support.schema.ts';
import { ECMO_MESSAGES as M } from './messages.ts';

const at = '2026-03-10T09:00:00+11:00';

describe('diagnosis (spec 2 §5.2)', () => {
  it('requires the primary organ failure', () => {
    expect(issuesOf(diagnosisSchema, {})).toEqual([{ path: 'primaryOrganFailureId', message: M.required }]);
    expect(parsed(diagnosisSchema, { primaryOrganFailureId: 1 }).secondaryDiagnosisIds).toEqual([]);
  });
  it('refuses a secondary diagnosis twice', () => {
    expect(issuesOf(diagnosisSchema, { primaryOrganFailureId: 1, secondaryDiagnosisIds: [4, 4] })).toEqual([
      { path: 'secondaryDiagnosisIds', message: M.duplicateChoice },
    ]);
  });
});

describe('ETT (spec 2 §4.4, §5.2)', () => {
  const schema = makeEttSchema(FIXED_NOW);
  it('requires the date when ETT is Yes', () => {
    expect(issuesOf(schema, { ett: true })).toEqual([{ path: 'date', message: M.required }]);
    expect(issuesOf(schema, { ett: true, date: at, size: 7.5, laryngoscopicGrade: 2 })).toEqual([]);
    expect(issuesOf(schema, { ett: true, date: at, laryngoscopicGrade: 5 })).toEqual([
      { path: 'laryngoscopicGrade', message: 'Must be at most 4' },
    ]);
  });
  it('clears the details when ETT is not Yes', () => {
    expect(parsed(schema, { ett: false, date: at, size: 8, intubationDifficulty: 'Mild' })).toMatchObject({
      ett: false,
      date: null,
      size: null,
      intubationDifficulty: null,
    });
  });
});

describe('mode of ventilation (spec 2 §4.4, §5.2)', () => {
  it('requires hand bag valve and vasodilator once a mode is chosen', () => {
    expect(issuesOf(ventilationSchema, {})).toEqual([]);
    expect(issuesOf(ventilationSchema, { modeOfVentilation: 'PRVC' })).toEqual([
      { path: 'handBagValveVentilation', message: M.required },
      { path: 'inhaledPulmonaryVasodilators', message: M.required },
    ]);
  });
  it("requires the 'Other' texts", () => {
    expect(
      issuesOf(ventilationSchema, {
        modeOfVentilation: 'Other',
        handBagValveVentilation: 'Unknown',
        inhaledPulmonaryVasodilators: 'Other',
      }),
    ).toEqual([
      { path: 'otherModeOfVentilation', message: M.required },
      { path: 'otherInhaledPulmonaryVasodilators', message: M.required },
    ]);
  });
  it('clears the mode questions without a mode, and keeps values at 0 or more', () => {
    expect(
      parsed(ventilationSchema, { handBagValveVentilation: 'Yes', otherModeOfVentilation: 'x', peep: 5 }),
    ).toMatchObject({ handBagValveVentilation: null, otherModeOfVentilation: null, peep: 5 });
    expect(
      issuesOf(ventilationSchema, { peep: -1, tidalVolume: -1, inspiredFio2: 101 }).map((i) => i.path),
    ).toEqual(['inspiredFio2', 'peep', 'tidalVolume']);
  });
});

describe('infusion and mechanical support (spec 2 §3.2)', () => {
  it("requires the other texts with 'Other' and refuses None with other choices", () => {
    expect(issuesOf(infusionSupportSchema, { anticoagulants: ['Other'] })).toEqual([
      { path: 'otherAnticoagulants', message: M.required },
    ]);
    expect(issuesOf(infusionSupportSchema, { vasoactiveAgents: ['None', 'Dopamine'] })).toEqual([
      { path: 'vasoactiveAgents', message: M.noneWithOthers },
    ]);
    expect(issuesOf(mechanicalSupportSchema, { mechanicalSupport: ['Impella', 'Other'] })).toEqual([
      { path: 'otherMechanicalSupport', message: M.required },
    ]);
  });
  it('keeps doses only for chosen agents', () => {
    const v = parsed(infusionSupportSchema, {
      vasoactiveAgents: ['Norepinephrine'],
      epinephrine: 0.1,
      norepinephrine: 0.2,
    });
    expect(v).toMatchObject({ epinephrine: null, norepinephrine: 0.2, anticoagulants: [] });
  });
});

describe('clinical details section and draft/commit lists (spec 2 §4.3)', () => {
  const schema = makeClinicalDetailsSchema(FIXED_NOW);
  it('saves with only a diagnosis; blank current entries become null', () => {
    const v = parsed(schema, {
      diagnosis: { primaryOrganFailureId: 2 },
      observations: { current: { observationType: 'standard' } },
      bloodGas: { current: {} },
    });
    expect(v.observations.current).toBeNull();
    expect(v.bloodGas.current).toBeNull();
    expect(v.investigations.current).toBeNull();
    expect(v.ett.ett).toBeNull();
  });
  it('keeps a half-filled current observation and drops committed lists from the body', () => {
    const v = parsed(schema, {
      diagnosis: { primaryOrganFailureId: 2 },
      observations: { current: { hr: 70 }, committed: [{ hr: 1 }] },
    });
    expect(v.observations).toEqual({ current: expect.objectContaining({ hr: 70 }) });
  });
  it('puts nested errors on their field paths', () => {
    expect(
      issuesOf(schema, {
        diagnosis: {},
        ett: { ett: true },
        bloodGas: { current: { ph: 7.1 } },
      }),
    ).toEqual([
      { path: 'diagnosis.primaryOrganFailureId', message: M.required },
      { path: 'ett.date', message: M.required },
      { path: 'bloodGas.current.bloodGasDateAndTime', message: M.required },
      { path: 'bloodGas.current.bloodGasType', message: M.required },
    ]);
  });
  it('commits one complete entry', () => {
    const commitObservation = makeCommitObservationSchema(FIXED_NOW);
    expect(issuesOf(commitObservation, { entry: { hr: 70 } }).map((i) => i.path)).toContain('entry.spo2');
    const commitGas = makeCommitBloodGasSchema(FIXED_NOW);
    expect(
      issuesOf(commitGas, {
        entry: { bloodGasDateAndTime: at, bloodGasType: 'Circuit', po2: 300 },
        forceUpdate: false,
      }),
    ).toEqual([]);
  });
});
