import { describe, expect, it } from 'vitest';
import { FIXED_NOW, issuesOf, parsed } from '../cases/test-issues.ts';
import { makeEcmoDetailsSchema } from './ecmo-details.schema.ts';
import { ECMO_MESSAGES as M } from './messages.ts';

const schema = makeEcmoDetailsSchema(FIXED_NOW);
const at = '2026-03-01T09:00:00+11:00';
const later = '2026-03-08T09:00:00+11:00';
const onEcmo = {
  ecmoStatus: 'OnEcmo',
  cannulationWithoutEcmo: false,
  ecmoDevice: 'Cardiohelp',
  ecmoStartDate: at,
  ecmoStartLocation: { location: 'ICU' },
  ecmoMode: 'VV',
  circuit: 'HLS',
  cannulation: {
    dateTimeFlowStarted: at,
    initialSpeed: 3500,
    initialFlow: 4.5,
    initialSweep: 3,
    membraneLung: 'Single Membrane',
    primaryDrainage: { outerDiameter: 25, cannulaLength: 55 },
    primaryReturn: { venousOrArterial: 'V', outerDiameter: 21 },
  },
  cardiacArrest: { isCardiacArrest: false },
};
const paths = (input: unknown) => issuesOf(schema, input).map((i) => i.path);

describe('ECMO status and hidden panels (spec 2 §4.1, §5.3)', () => {
  it('requires a status, and notes when Declined', () => {
    expect(issuesOf(schema, {})).toEqual([{ path: 'ecmoStatus', message: M.required }]);
    expect(issuesOf(schema, { ecmoStatus: 'Declined' })).toEqual([{ path: 'notes', message: M.required }]);
    expect(issuesOf(schema, { ecmoStatus: 'Declined', notes: 'Not a candidate' })).toEqual([]);
  });
  it('does not validate or clear the panels while they are hidden', () => {
    const v = parsed(schema, {
      ecmoStatus: 'ForConsideration',
      ecmoDevice: 'Other',
      cannulation: { initialFlow: 2 },
    });
    expect(v.ecmoStatus).toBe('ForConsideration');
    expect(v.cannulation.initialFlow).toBe(2);
  });
  it('accepts a complete On ECMO case', () => {
    expect(issuesOf(schema, onEcmo)).toEqual([]);
  });
  it('requires the ECMO details while On ECMO', () => {
    expect(paths({ ecmoStatus: 'OnEcmo' })).toEqual([
      'cannulationWithoutEcmo',
      'ecmoDevice',
      'ecmoStartDate',
      'ecmoMode',
      'circuit',
      'ecmoStartLocation.location',
      'cannulation.dateTimeFlowStarted',
      'cannulation.initialSpeed',
      'cannulation.initialFlow',
      'cannulation.initialSweep',
      'cannulation.membraneLung',
      'cannulation.primaryReturn.venousOrArterial',
      'cardiacArrest.isCardiacArrest',
    ]);
  });
  it("requires the 'Other' texts and the other hospital", () => {
    expect(
      paths({
        ...onEcmo,
        ecmoDevice: 'Other',
        ecmoMode: 'Other',
        circuit: 'Other',
        ecmoStartLocation: { location: 'OtherHospital' },
      }),
    ).toEqual(['otherEcmoDevice', 'otherEcmoMode', 'otherCircuit', 'ecmoStartLocation.otherHospital']);
    expect(paths({ ...onEcmo, ecmoMode: 'OtherUnknown' })).toEqual([]);
  });
  it('sets Off ECMO when decannulated and On ECMO otherwise', () => {
    const decannulation = {
      hasEcmoStoppedAndDecannulated: true,
      decannulationDateTime: later,
      cannulaRepairRequired: false,
      postDecannulationVascularStudyBooked: true,
      decannulationReason: 'Reconfiguration',
    };
    expect(parsed(schema, { ...onEcmo, decannulation }).ecmoStatus).toBe('OffEcmo');
    expect(parsed(schema, { ...onEcmo, ecmoStatus: 'OffEcmo' }).ecmoStatus).toBe('OnEcmo');
  });
});

describe('cannulation (spec 2 §4.4, §5.3)', () => {
  it('forces the primary drainage venous and clears a length without a diameter', () => {
    const v = parsed(schema, {
      ...onEcmo,
      cannulation: { ...onEcmo.cannulation, primaryDrainage: { venousOrArterial: 'A', cannulaLength: 50 } },
    });
    expect(v.cannulation.primaryDrainage).toMatchObject({ venousOrArterial: 'V', cannulaLength: null });
    expect(v.cannulation.primaryReturn.venousOrArterial).toBe('V');
  });
  it('reads legacy membrane lung codes', () => {
    const v = parsed(schema, { ...onEcmo, cannulation: { ...onEcmo.cannulation, membraneLung: 'x' } });
    expect(v.cannulation.membraneLung).toBe('No Membrane');
  });
  it('requires additional cannula and circuit change fields, and the minor flow type', () => {
    const cannulation = {
      ...onEcmo.cannulation,
      additionalCannulas: [{ typeOfCannula: 'Minor Flow' }],
      circuitChanges: [{}],
    };
    expect(paths({ ...onEcmo, cannulation })).toEqual([
      'cannulation.additionalCannulas.0.venousOrArterial',
      'cannulation.additionalCannulas.0.dateOfInsertion',
      'cannulation.additionalCannulas.0.cannulator',
      'cannulation.additionalCannulas.0.minorFlow.type',
      'cannulation.circuitChanges.0.dateAndTimeOfCircuitChange',
      'cannulation.circuitChanges.0.reason',
    ]);
  });
  it('keeps minor flow details only on a Minor Flow cannula', () => {
    const extra = {
      venousOrArterial: 'A',
      dateOfInsertion: at,
      cannulator: 'Dr Who',
      minorFlow: { type: 'd' },
    };
    const second = parsed(schema, {
      ...onEcmo,
      cannulation: {
        ...onEcmo.cannulation,
        additionalCannulas: [{ ...extra, typeOfCannula: 'Second Return' }],
      },
    });
    expect(second.cannulation.additionalCannulas[0]?.minorFlow).toBeNull();
    const minor = parsed(schema, {
      ...onEcmo,
      cannulation: { ...onEcmo.cannulation, additionalCannulas: [{ ...extra, typeOfCannula: 'Minor Flow' }] },
    });
    expect(minor.cannulation.additionalCannulas[0]?.minorFlow?.type).toBe('d');
  });
  it('keeps diameters and lengths at 0 or more', () => {
    const cannulation = {
      ...onEcmo.cannulation,
      primaryReturn: { venousOrArterial: 'A', outerDiameter: -1 },
    };
    expect(issuesOf(schema, { ...onEcmo, cannulation })).toEqual([
      { path: 'cannulation.primaryReturn.outerDiameter', message: 'Must be at least 0' },
    ]);
  });
});

describe('cardiac arrest (spec 2 §4.4, §5.3)', () => {
  it('requires the arrest details when Yes, and the duration with compressions', () => {
    expect(paths({ ...onEcmo, cardiacArrest: { isCardiacArrest: true } })).toEqual([
      'cardiacArrest.roscPriorToCannulation',
      'cardiacArrest.dateAndTimeOfCardiacArrest',
      'cardiacArrest.isEstimatedCardiacArrestDateAndTime',
      'cardiacArrest.witnessedArrest',
      'cardiacArrest.timeOnSupport',
      'cardiacArrest.isChestCompressionsPerformedDuringCannulation',
    ]);
    const arrest = {
      isCardiacArrest: true,
      roscPriorToCannulation: false,
      dateAndTimeOfCardiacArrest: at,
      isEstimatedCardiacArrestDateAndTime: false,
      witnessedArrest: false,
      isImmediateBystanderCPR: true,
      timeOnSupport: at,
      isChestCompressionsPerformedDuringCannulation: true,
    };
    expect(paths({ ...onEcmo, cardiacArrest: arrest })).toEqual([
      'cardiacArrest.durationOfChestCompressionTotal',
    ]);
    const v = parsed(schema, {
      ...onEcmo,
      cardiacArrest: { ...arrest, durationOfChestCompressionTotal: 40 },
    });
    expect(v.cardiacArrest.isImmediateBystanderCPR).toBeNull();
  });
  it('clears the details when there was no arrest', () => {
    const v = parsed(schema, {
      ...onEcmo,
      cardiacArrest: { isCardiacArrest: false, noFlowTime: 5, initialRhythm: 'PEA' },
    });
    expect(v.cardiacArrest).toMatchObject({ isCardiacArrest: false, noFlowTime: null, initialRhythm: null });
  });
});

describe('weaning studies and decannulation (spec 2 §4.4, §5.3)', () => {
  it('requires date, result and comment of each weaning study', () => {
    expect(paths({ ...onEcmo, weaningStudies: [{ resultOfWeaningStudy: 'Passed' }] })).toEqual([
      'weaningStudies.0.dateOfWeaningStudy',
      'weaningStudies.0.comment',
    ]);
  });
  it('requires the decannulation fields once decannulated', () => {
    expect(paths({ ...onEcmo, decannulation: { hasEcmoStoppedAndDecannulated: true } })).toEqual([
      'decannulation.decannulationDateTime',
      'decannulation.cannulaRepairRequired',
      'decannulation.postDecannulationVascularStudyBooked',
      'decannulation.decannulationReason',
    ]);
  });
  it('requires repairs, the other repair text and discontinuation reasons when they apply', () => {
    const decannulation = {
      hasEcmoStoppedAndDecannulated: true,
      decannulationDateTime: later,
      cannulaRepairRequired: true,
      postDecannulationVascularStudyBooked: false,
      decannulationReason: 'ECMO Discontinuation',
      decannulationLocation: { location: 'OtherHospital' },
    };
    expect(paths({ ...onEcmo, decannulation })).toEqual([
      'decannulation.cannulaSiteRepairs',
      'decannulation.ecmoDiscontinuationReasons',
      'decannulation.decannulationLocation.otherHospital',
    ]);
    expect(
      paths({ ...onEcmo, decannulation: { ...decannulation, cannulaSiteRepairs: ['Other'] } }),
    ).toContain('decannulation.otherCannulaSiteRepair');
  });
  it('clears the decannulation fields while not decannulated, and hidden parts when decannulated', () => {
    const notYet = parsed(schema, {
      ...onEcmo,
      decannulation: { hasEcmoStoppedAndDecannulated: false, comments: 'x' },
    });
    expect(notYet.decannulation.comments).toBeNull();
    const done = parsed(schema, {
      ...onEcmo,
      decannulation: {
        hasEcmoStoppedAndDecannulated: true,
        decannulationDateTime: later,
        cannulaRepairRequired: false,
        cannulaSiteRepairs: ['Femoral vein'],
        postDecannulationVascularStudyBooked: false,
        decannulationReason: 'Circuit change',
        ecmoDiscontinuationReasons: ['Death on ECMO'],
      },
    });
    expect(done.decannulation).toMatchObject({ cannulaSiteRepairs: [], ecmoDiscontinuationReasons: [] });
  });
});
