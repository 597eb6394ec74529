import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIXED_NOW, issuesOf, parsed } from '../cases/test-issues.ts';
import {
  consultationSaveSchema,
  makeConsultationSchema,
  makeNewTelehealthCaseSchema,
  makePatientInformationSchema,
  makeReferrerInformationSchema,
  newTelehealthCaseSchema,
  patientHistorySaveSchema,
  referrerSaveSchema,
  telehealthCaseSchema,
  wholeCaseSaveSchema,
} from './case.schema.ts';
import { TELEHEALTH_MESSAGES as M } from './messages.ts';

const referrerSchema = makeReferrerInformationSchema(FIXED_NOW);
const consultationSchema = makeConsultationSchema(FIXED_NOW);
const patientInformationSchema = makePatientInformationSchema(FIXED_NOW);
const NOW_ISO = '2026-03-10T11:00:00+11:00';
const meta = { id: 5, lastModified: '2026-03-10T00:00:00.000Z' };

const referrer = {
  firstName: 'Sam',
  lastName: 'Lee',
  position: 'Registrar',
  contactNumber: '0355551234',
  hospitalId: 3,
  hospitalUnit: 'ED',
  callTaker: 2,
  callTakerDateTime: '2026-03-10T09:00:00+11:00',
};

const patientInformation = {
  healthCareProviderId: 3,
  hospitalURN: 'UR123',
  dateOfAdmissionHospital: '2026-03-01T10:00:00+11:00',
  dateOfAdmissionCriticalCare: '2026-03-01T12:00:00+11:00',
  patientWeight: 80,
  icuAdmissionDiagnoses: [{ diagnosis: 'Community acquired pneumonia' }],
};

const consultation = (sections: Record<string, unknown> = {}) => ({ id: 0, createdOn: NOW_ISO, ...sections });

describe('referrer (spec 2 §5.7)', () => {
  it('accepts a complete referrer; optional fields come out as null', () => {
    const v = parsed(referrerSchema, referrer);
    expect(v.emailAddress).toBeNull();
    expect(v.hospitalAddress).toBeNull();
  });
  it('requires names, position, contact number, hospital, unit, call taker and call date/time', () => {
    expect(issuesOf(referrerSchema, {}).map((i) => i.path)).toEqual([
      'firstName',
      'lastName',
      'position',
      'contactNumber',
      'hospitalId',
      'hospitalUnit',
      'callTaker',
      'callTakerDateTime',
    ]);
    expect(new Set(issuesOf(referrerSchema, {}).map((i) => i.message))).toEqual(new Set([M.required]));
  });
  it('takes a contact number of at most 15 characters', () => {
    expect(issuesOf(referrerSchema, { ...referrer, contactNumber: '1'.repeat(15) })).toEqual([]);
    expect(issuesOf(referrerSchema, { ...referrer, contactNumber: '1'.repeat(16) })).toEqual([
      { path: 'contactNumber', message: M.contactNumberTooLong },
    ]);
  });
  it('checks the email: valid and under 256 letters', () => {
    expect(issuesOf(referrerSchema, { ...referrer, emailAddress: 'not-an-email' })).toEqual([
      { path: 'emailAddress', message: 'Enter a valid email address' },
    ]);
    const long = `${'a'.repeat(244)}@example.com`;
    expect(long).toHaveLength(256);
    expect(issuesOf(referrerSchema, { ...referrer, emailAddress: long })).toContainEqual({
      path: 'emailAddress',
      message: 'Email must have less than 256 letters',
    });
    expect(issuesOf(referrerSchema, { ...referrer, emailAddress: long.slice(1) })).toEqual([]);
    expect(issuesOf(referrerSchema, { ...referrer, emailAddress: '' })).toEqual([]);
  });
  it('offers only the Telehealth positions and units', () => {
    expect(issuesOf(referrerSchema, { ...referrer, position: 'ECMO Consultant' })[0]?.path).toBe('position');
    expect(issuesOf(referrerSchema, { ...referrer, hospitalUnit: 'Theatre' })[0]?.path).toBe('hospitalUnit');
    expect(issuesOf(referrerSchema, { ...referrer, hospitalUnit: 'Outpatient Clinic' })).toEqual([]);
  });
  it('refuses a call in the future', () => {
    expect(issuesOf(referrerSchema, { ...referrer, callTakerDateTime: '2026-03-11T09:00:00+11:00' })).toEqual(
      [{ path: 'callTakerDateTime', message: M.futureDate }],
    );
  });
  it('the save body adds the case id, lastModified and forceUpdate', () => {
    expect(
      issuesOf(referrerSaveSchema, { ...referrer, callTakerDateTime: '2026-03-01T09:00:00+11:00' }),
    ).toEqual(
      expect.arrayContaining([
        { path: 'id', message: M.required },
        { path: 'lastModified', message: M.required },
      ]),
    );
    const saved = parsed(referrerSaveSchema, {
      ...referrer,
      callTakerDateTime: '2026-03-01T09:00:00+11:00',
      ...meta,
      forceUpdate: true,
    });
    expect(saved).toMatchObject({ id: 5, forceUpdate: true });
  });
});

describe('new case (spec 2 §5.7, §7.2)', () => {
  it('requires the call taker, call date/time, patient and referrer', () => {
    const paths = issuesOf(makeNewTelehealthCaseSchema(FIXED_NOW), {}).map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'callTakerId',
        'callDateTime',
        'patientProfileId',
        'firstName',
        'contactNumber',
      ]),
    );
  });
  it('accepts a complete new case', () => {
    const { callTaker: _c, callTakerDateTime: _d, ...fields } = referrer;
    const v = parsed(newTelehealthCaseSchema, {
      ...fields,
      callTakerId: 2,
      callDateTime: '2026-03-01T09:00:00+11:00',
      patientProfileId: 9,
    });
    expect(v.patientProfileId).toBe(9);
  });
});

describe('patient information (spec 2 §5.7)', () => {
  it('accepts a complete section', () => {
    expect(parsed(patientInformationSchema, patientInformation).patientHeight).toBeNull();
  });
  it('requires hospital, URN/THCI, both admission dates, weight and a diagnosis', () => {
    expect(issuesOf(patientInformationSchema, {}).map((i) => i.path)).toEqual([
      'healthCareProviderId',
      'hospitalURN',
      'dateOfAdmissionHospital',
      'dateOfAdmissionCriticalCare',
      'patientWeight',
      'icuAdmissionDiagnoses',
    ]);
  });
  it('needs at least one ICU admission diagnosis row, each filled', () => {
    expect(issuesOf(patientInformationSchema, { ...patientInformation, icuAdmissionDiagnoses: [] })).toEqual([
      { path: 'icuAdmissionDiagnoses', message: M.diagnosisRowRequired },
    ]);
    expect(
      issuesOf(patientInformationSchema, {
        ...patientInformation,
        icuAdmissionDiagnoses: [{ id: 1, diagnosis: 'Sepsis' }, { diagnosis: '  ' }],
      }),
    ).toEqual([{ path: 'icuAdmissionDiagnoses.1.diagnosis', message: M.required }]);
  });
  it('keeps a weight or height below 0 as an error naming the minimum, never clamped', () => {
    expect(
      issuesOf(patientInformationSchema, { ...patientInformation, patientWeight: -1, patientHeight: -0.5 }),
    ).toEqual([
      { path: 'patientWeight', message: 'Weight must be between 0 and 500 kg' },
      { path: 'patientHeight', message: 'Height must be between 0 and 272 cm' },
    ]);
    expect(parsed(patientInformationSchema, { ...patientInformation, patientWeight: 0 }).patientWeight).toBe(
      0,
    );
  });
});

describe('patient history (spec 2 §5.7)', () => {
  it('requires the history of presenting case', () => {
    expect(issuesOf(patientHistorySaveSchema, meta)).toEqual([
      { path: 'historyOfPresentingCase', message: M.required },
    ]);
    expect(
      parsed(patientHistorySaveSchema, { ...meta, historyOfPresentingCase: 'Fever' }).allergies,
    ).toBeNull();
  });
});

describe('consultation breathing rules (spec 2 §4.10)', () => {
  const nivPaths = [
    'breathing.respiratoryRate',
    'breathing.oxygenSaturation',
    'breathing.estimatedFiO2',
    'breathing.positiveEndExpiratoryPressure',
    'breathing.tidalVolume',
    'breathing.pressureSupport',
  ];
  it('non-invasive ventilation requires its six fields, named by path', () => {
    const issues = issuesOf(consultationSchema, consultation({ breathing: { respiratorySupportType: 4 } }));
    expect(issues.map((i) => i.path).sort()).toEqual([...nivPaths].sort());
    expect(new Set(issues.map((i) => i.message))).toEqual(new Set([M.required]));
  });
  it('invasive ventilation also requires mode, peak inspiratory and plateau pressure', () => {
    const issues = issuesOf(consultationSchema, consultation({ breathing: { respiratorySupportType: 3 } }));
    expect(issues.map((i) => i.path).sort()).toEqual(
      [
        ...nivPaths,
        'breathing.mode',
        'breathing.peakInspiratoryPressure',
        'breathing.plateauPressure',
      ].sort(),
    );
  });
  it('a complete invasive ventilation entry passes', () => {
    const breathing = {
      respiratorySupportType: 3,
      respiratoryRate: 16,
      oxygenSaturation: 95,
      estimatedFiO2: 40,
      positiveEndExpiratoryPressure: 8,
      tidalVolume: 450,
      pressureSupport: 10,
      mode: 'SIMV',
      peakInspiratoryPressure: 25,
      plateauPressure: 22,
    };
    expect(issuesOf(consultationSchema, consultation({ breathing }))).toEqual([]);
  });
  it('room air and no choice require nothing', () => {
    for (const respiratorySupportType of [0, null]) {
      expect(issuesOf(consultationSchema, consultation({ breathing: { respiratorySupportType } }))).toEqual(
        [],
      );
    }
  });
  it('high-flow nasal prongs require a flow, any flow from 0', () => {
    expect(issuesOf(consultationSchema, consultation({ breathing: { respiratorySupportType: 2 } }))).toEqual([
      { path: 'breathing.flowRate', message: M.required },
    ]);
    expect(
      issuesOf(consultationSchema, consultation({ breathing: { respiratorySupportType: 2, flowRate: 50 } })),
    ).toEqual([]);
  });
  it('the O2 mask requires a flow from its table', () => {
    expect(issuesOf(consultationSchema, consultation({ breathing: { respiratorySupportType: 1 } }))).toEqual([
      { path: 'breathing.flowRate', message: M.required },
    ]);
    expect(
      issuesOf(consultationSchema, consultation({ breathing: { respiratorySupportType: 1, flowRate: 12 } })),
    ).toEqual([{ path: 'breathing.flowRate', message: M.flowNotOffered }]);
  });
  it('refuses a support type that is not in the list', () => {
    expect(
      issuesOf(consultationSchema, consultation({ breathing: { respiratorySupportType: 5 } }))[0]?.path,
    ).toBe('breathing.respiratorySupportType');
  });
});

describe('consultation numbers (spec 2 §5.7: minimum 0)', () => {
  it('keeps a value below 0 as an error at its field, never clamped', () => {
    const issues = issuesOf(
      consultationSchema,
      consultation({
        circulationAndInfusion: {
          heartRate: -1,
          urineOutput: -5,
          infusions: [{ name: 'Noradrenaline', rate: -2 }],
        },
        breathing: { respiratoryRate: -1, oxygenSaturation: 101 },
        investigations: { bloods: { sodium: -140 }, gases: { pH: -7 } },
        environmentAndExposure: { peripheralIVs: -1 },
        disability: { leftPupilInitialDiameter: -3 },
      }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'circulationAndInfusion.heartRate', message: 'Must be at least 0' },
        { path: 'circulationAndInfusion.urineOutput', message: 'Must be at least 0' },
        { path: 'circulationAndInfusion.infusions.0.rate', message: 'Must be at least 0' },
        { path: 'breathing.respiratoryRate', message: 'Must be at least 0' },
        { path: 'breathing.oxygenSaturation', message: 'Must be at most 100' },
        { path: 'investigations.bloods.sodium', message: 'Must be at least 0' },
        { path: 'investigations.gases.pH', message: 'Must be at least 0' },
        { path: 'environmentAndExposure.peripheralIVs', message: 'Must be at least 0' },
        {
          path: 'disability.leftPupilInitialDiameter',
          message: 'Pupil diameter must be between 1 and 10 mm',
        },
      ]),
    );
    expect(issues).toHaveLength(9);
  });
  it('accepts 0, and a negative fluid balance or base excess (clinically real)', () => {
    expect(
      issuesOf(
        consultationSchema,
        consultation({
          circulationAndInfusion: { heartRate: 0, fluidBalance: -500 },
          investigations: { gases: { be: -8.5 } },
        }),
      ),
    ).toEqual([]);
  });
  it('refuses a bowel movement dated after the consultation', () => {
    expect(
      issuesOf(
        makeConsultationSchema(() => new Date('2026-03-12T00:00:00Z')),
        consultation({ environmentAndExposure: { dateOfLastBowelMovement: '2026-03-11' } }),
      ),
    ).toEqual([
      { path: 'environmentAndExposure.dateOfLastBowelMovement', message: M.bowelMovementAfterConsultation },
    ]);
  });
});

describe('consultation save (spec 2 §4.10)', () => {
  const save = (c: Record<string, unknown>) => parsed(consultationSaveSchema, { ...meta, consultation: c });
  it('room air stores FiO2 21 and no flow', () => {
    const v = save(
      consultation({ breathing: { respiratorySupportType: 0, flowRate: 6, estimatedFiO2: 35 } }),
    );
    expect(v.consultation.breathing).toMatchObject({ flowRate: null, estimatedFiO2: 21 });
  });
  it('stores only the breathing fields the support type shows', () => {
    const all = {
      flowRate: 40,
      estimatedFiO2: 50,
      respiratoryRate: 20,
      oxygenSaturation: 94,
      mode: 'SIMV',
      pressureSupport: 10,
      positiveEndExpiratoryPressure: 8,
      tidalVolume: 450,
      peakInspiratoryPressure: 25,
      plateauPressure: 22,
    };
    const hfnp = save(consultation({ breathing: { respiratorySupportType: 2, ...all } })).consultation
      .breathing;
    expect(hfnp).toMatchObject({
      flowRate: 40,
      estimatedFiO2: 50,
      respiratoryRate: 20,
      oxygenSaturation: 94,
    });
    expect(hfnp).toMatchObject({
      mode: null,
      pressureSupport: null,
      tidalVolume: null,
      plateauPressure: null,
    });
    const niv = save(consultation({ breathing: { respiratorySupportType: 4, ...all } })).consultation
      .breathing;
    expect(niv).toMatchObject({ flowRate: null, pressureSupport: 10, tidalVolume: 450, estimatedFiO2: 50 });
    expect(niv).toMatchObject({ mode: null, peakInspiratoryPressure: null, plateauPressure: null });
    const invasive = save(consultation({ breathing: { respiratorySupportType: 3, ...all } })).consultation
      .breathing;
    expect(invasive).toEqual({ ...all, respiratorySupportType: 3, flowRate: null });
  });
  it('the O2 mask stores the FiO2 of its flow', () => {
    const v = save(consultation({ breathing: { respiratorySupportType: 1, flowRate: 8 } }));
    expect(v.consultation.breathing.estimatedFiO2).toBe(45);
  });
  it('ETT No clears the tube fields', () => {
    const v = save(
      consultation({
        airway: { endotrachealTube: false, sizeInMM: 8, laryngoscopicGrade: 2, intubationDifficulty: 'Mild' },
      }),
    );
    expect(v.consultation.airway).toMatchObject({
      sizeInMM: null,
      laryngoscopicGrade: null,
      intubationDifficulty: null,
    });
  });
  it('inotropes No clears infusions, stat doses, urine output and fluid balance', () => {
    const v = save(
      consultation({
        circulationAndInfusion: {
          inotropesAdministered: false,
          heartRate: 80,
          urineOutput: 30,
          fluidBalance: 200,
          infusions: [{ name: 'Noradrenaline', rate: 5 }],
          medications: [{ name: 'Adrenaline', route: 'IV', frequency: 'STAT' }],
        },
      }),
    );
    expect(v.consultation.circulationAndInfusion).toMatchObject({
      heartRate: 80,
      urineOutput: null,
      fluidBalance: null,
      infusions: [],
      medications: [],
    });
  });
  it('stores the GCS computed from its parts, blank when a part is missing', () => {
    expect(
      save(consultation({ disability: { eyes: 4, verbal: 5, motor: 6, glascoComaScore: 3 } })).consultation
        .disability.glascoComaScore,
    ).toBe(15);
    expect(
      save(consultation({ disability: { eyes: 4, verbal: 5 } })).consultation.disability.glascoComaScore,
    ).toBeNull();
  });
  it('names the field of a consultation error under consultation', () => {
    expect(
      issuesOf(consultationSaveSchema, {
        ...meta,
        consultation: consultation({ breathing: { respiratorySupportType: 1 } }),
      }),
    ).toEqual([{ path: 'consultation.breathing.flowRate', message: M.required }]);
  });
});

describe('whole case save and the case answer (spec 2 §7.2)', () => {
  it('validates every section sent; sections not sent stay null', () => {
    const v = parsed(wholeCaseSaveSchema, {
      ...meta,
      referrerInformation: { ...referrer, callTakerDateTime: '2026-03-01T09:00:00+11:00' },
    });
    expect(v.patientInformation).toBeNull();
    expect(v.outcomeInformation).toBeNull();
    expect(
      issuesOf(wholeCaseSaveSchema, {
        ...meta,
        referrerInformation: { ...referrer, callTakerDateTime: '2026-03-01T09:00:00+11:00' },
        intensivistInformation: {},
        outcomeInformation: { outcome: 3 },
      }).map((i) => i.path),
    ).toEqual(['intensivistInformation.caseIntensivistId', 'outcomeInformation.outcome']);
  });
  it('a full case encodes for the response (no one-way transforms)', () => {
    const c = {
      id: 5,
      caseId: 'TH5',
      createdOn: '2026-03-01T09:00:00.000Z',
      closedDateTime: null,
      lastModified: '2026-03-10T00:00:00.000Z',
      patientProfileId: 9,
      patientProfile: {
        id: 9,
        firstName: 'Jo',
        lastName: 'Citizen',
        middlename: null,
        gender: 'Female',
        age: 54,
        dateOfBirth: '1971-05-02',
      },
      referrerInformation: {
        ...parsed(referrerSchema, { ...referrer, callTakerDateTime: '2026-03-01T09:00:00+11:00' }),
        hospital: 'Bendigo Health',
        callTakerName: 'Call Taker',
      },
      intensivistInformation: { caseIntensivistId: 4, caseIntensivist: 'Dr Intensivist' },
      patientInformation: {
        ...parsed(patientInformationSchema, patientInformation),
        healthCareProvider: { name: 'Bendigo Health', nickName: 'Bendigo' },
        lengthOfStay: 8,
      },
      patientHistoryInformation: null,
      consultations: [parsed(consultationSchema, consultation())],
      outcomeInformation: { outcome: null, closedDateTime: null },
      transferStatus: null,
    };
    const encoded = z.safeEncode(telehealthCaseSchema, c as z.output<typeof telehealthCaseSchema>);
    expect(encoded.error).toBeUndefined();
    expect(encoded.data).toEqual(c);
  });
});
