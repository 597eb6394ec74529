import { describe, expect, it } from 'vitest';
import {
  AUSCR_COLUMNS,
  AUSCR_FILE_NAME,
  AUSCR_HEADER,
  AUSCR_SOURCES,
  AUSCR_VARIABLES_WITHOUT_SOURCE,
  type AuscrSourceRecord,
  auscrRow,
} from './auscr.ts';
import { HOSPITAL_DOCUMENTATION_FIELDS_NOT_EXPORTED } from './auscr-sources.ts';
import { HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS } from './hospital-documentation.schema.ts';
import { HOSPITAL_DOCUMENTATION_SECTION_NAMES } from './hospital-documentation-sections.ts';
import { completeDocumentation } from './hospital-documentation-test-data.ts';
import { vtisPatientInformationSchema } from './intake.schema.ts';
import { patientHistorySchema } from './patient-history.schema.ts';

const record: AuscrSourceRecord = {
  studyId: 'VTIS12',
  hospitalName: 'Bendigo Health',
  patient: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1950-12-10',
    age: 75,
    gender: 'Female',
    addressUnitOrRoomNumber: '2',
    addressStreetNumber: '15',
    addressStreetName: 'High Street',
    addressSuburb: 'Bendigo',
    addressState: 'VIC',
    addressPostcode: '3550',
    addressCountryCode: 1101,
  },
  patientInformation: {
    title: 'Mrs',
    mobileNumber: '0412 345 678',
    atsi: 'Neither',
    countryOfBirthCode: 2102,
    spokenLanguageCode: '1201',
    interpreterRequired: 'No',
    medicareNumber: '2123456701',
    patientHospitalUrn: 'UR1234',
    nokFirstName: 'Jo',
    nokSurname: 'Lovelace',
    nokRelationship: 'Daughter',
    nokContactNumber: '0400 000 000',
  },
  patientHistory: {
    edPresentationDate: '2026-03-01',
    edPresentationTime: '12:40',
    previousStroke: 'Not documented',
    intravenousThrombolysisReceived: 'Yes',
    dateOfThrombolysis: '2026-03-01',
    timeOfThrombolysis: '13:20',
  },
  diagnosisDetails: { strokeType: 'Ischaemic' },
  ...completeDocumentation,
};
const empty: AuscrSourceRecord = {
  studyId: 'VTIS13',
  hospitalName: null,
  patient: null,
  patientInformation: null,
  patientHistory: null,
  diagnosisDetails: null,
  admissionDetails: null,
  clinicalInformation: null,
  secondaryPrevention: null,
  dischargeInformation: null,
};

const row = auscrRow(record);
const cell = (variable: string, r: string[] = row) => {
  const i = AUSCR_HEADER.indexOf(variable);
  if (i < 0) throw new Error(`no column ${variable}`);
  return r[i];
};

describe('AUSCR_Report.csv layout (spec 3 §7.2, §9)', () => {
  it('is named AUSCR_Report.csv and starts with SCOUT’s study ID', () => {
    expect(AUSCR_FILE_NAME).toBe('AUSCR_Report.csv');
    expect(AUSCR_HEADER[0]).toBe('SCOUT Study ID');
    expect(row[0]).toBe('VTIS12');
  });
  it('has one column per variable, each named once, a row as long as the header', () => {
    expect(new Set(AUSCR_HEADER).size).toBe(AUSCR_HEADER.length);
    expect(row).toHaveLength(AUSCR_HEADER.length);
    expect(AUSCR_COLUMNS.length).toBeGreaterThan(80);
  });
  it('says for every column where its variable is confirmed, and no number it could not read', () => {
    for (const c of AUSCR_COLUMNS) {
      if (c.confirmedIn !== null) expect(AUSCR_SOURCES[c.confirmedIn], c.variable).toBeDefined();
      expect(c.number, c.variable).toBeNull();
      expect(c.label.length, c.variable).toBeGreaterThan(0);
    }
    expect(AUSCR_COLUMNS.filter((c) => c.confirmedIn === 'dd42').length).toBeGreaterThan(30);
  });
  it('names the registry variables SCOUT has no field for, with the v7.0 numbers it could read', () => {
    const numbered = AUSCR_VARIABLES_WITHOUT_SOURCE.filter((v) => v.number !== null).map((v) => v.number);
    expect(numbered).toEqual(['7.451', '7.531 to 7.536', '7.591', '6.211 to 6.213, 6.221']);
    for (const v of AUSCR_VARIABLES_WITHOUT_SOURCE) expect(AUSCR_HEADER).not.toContain(v.variable);
  });
});

describe('the columns read real SCOUT fields', () => {
  const fields: Record<string, readonly string[]> = {
    patientInformation: Object.keys(vtisPatientInformationSchema.shape),
    patientHistory: Object.keys(patientHistorySchema.shape),
    diagnosisDetails: ['strokeType'],
    patient: [
      'firstName',
      'lastName',
      'dateOfBirth',
      'age',
      'gender',
      'addressUnitOrRoomNumber',
      'addressStreetNumber',
      'addressStreetName',
      'addressSuburb',
      'addressState',
      'addressPostcode',
      'addressCountryCode',
    ],
    ...Object.fromEntries(
      HOSPITAL_DOCUMENTATION_SECTION_NAMES.map((n) => [
        n,
        Object.keys(HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS[n].shape),
      ]),
    ),
  };
  it('every source path names a field of its section', () => {
    for (const c of AUSCR_COLUMNS) {
      for (const path of c.source) {
        if (path === 'studyId') continue;
        const [section, field] = path.split('.') as [string, string];
        expect(fields[section], `${c.variable}: ${path}`).toContain(field);
      }
    }
  });
  it('exports every hospital documentation field, or says why not', () => {
    const exported = new Set(AUSCR_COLUMNS.flatMap((c) => c.source));
    const notExported = new Set(HOSPITAL_DOCUMENTATION_FIELDS_NOT_EXPORTED.map((f) => f.field));
    for (const section of HOSPITAL_DOCUMENTATION_SECTION_NAMES) {
      for (const field of Object.keys(HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS[section].shape)) {
        const path = `${section}.${field}`;
        expect(exported.has(path) !== notExported.has(path), path).toBe(true);
      }
    }
  });
});

describe('a row, field by field', () => {
  it('writes the hospital and the patient', () => {
    expect(cell('Hospital name')).toBe('Bendigo Health');
    expect(cell('Title')).toBe('Mrs');
    expect(cell('First name')).toBe('Ada');
    expect(cell('Date of birth')).toBe('10/12/1950');
    expect(cell('Age')).toBe('75');
    expect(cell('Gender')).toBe('Female');
    expect(cell('Country of birth')).toBe('2102');
    expect(cell('Language spoken')).toBe('1201');
    expect(cell('Interpreter needed')).toBe('No');
    expect(cell('Is the patient of Aboriginal/Torres Strait Islander origin?')).toBe(
      'Neither Aboriginal nor Torres Strait Islander origin',
    );
    expect(cell('Hospital Medical Record Number (MRN)')).toBe('UR1234');
    expect(cell('Street address')).toBe('2/15 High Street');
    expect(cell('Country')).toBe('1101');
    expect(cell('Emergency contact details: name')).toBe('Jo Lovelace');
    expect(cell('Emergency contact relationship to participant')).toBe('Daughter');
  });
  it('writes the admission and the history', () => {
    expect(cell('Onset date')).toBe('01/03/2026');
    expect(cell('Onset time')).toBe('12:10');
    expect(cell('Onset time accuracy')).toBe('Time of onset known');
    expect(cell('Date of arrival to Emergency Department')).toBe('01/03/2026');
    expect(cell('Time of arrival to Emergency Department')).toBe('12:40');
    expect(cell('Did the patient arrive by ambulance?')).toBe('Yes');
    expect(cell('Date of transfer')).toBe('');
    expect(cell('Date of admission to hospital')).toBe('01/03/2026');
    expect(cell('Time of admission to hospital')).toBe('14:30');
    expect(cell('Previous stroke')).toBe('Unknown');
    expect(cell('Pre-stroke modified Rankin Scale')).toBe('0');
    expect(cell('History of known risk factors')).toBe('AF; HTN');
    expect(cell('Lifestyle risk factors')).toBe('Current smoker');
  });
  it('writes the acute care', () => {
    expect(cell('NIHSS at baseline')).toBe('8');
    expect(cell('Type of stroke')).toBe('Ischaemic stroke');
    expect(cell('Was the patient thrombolysed?')).toBe('Yes');
    expect(cell('Time of thrombolysis')).toBe('13:20');
    expect(cell('Time of swallow screen')).toBe('15:10');
    expect(cell('Was a swallow assessment by a speech pathologist performed?')).toBe('No');
    expect(cell('Did the patient have a fever (37.5 °C or more) within 72 hours of admission?')).toBe('Yes');
    expect(cell('Was insulin given within one hour of the high glucose?')).toBe('');
    expect(cell('How was the patient first mobilised?')).toBe('Sitting');
    expect(cell('Date of first mobilisation')).toBe('02/03/2026');
    expect(cell('Was an antiplatelet given?')).toBe('Yes');
    expect(cell('Complications')).toBe('UTI');
  });
  it('writes the discharge', () => {
    expect(cell('Date of discharge')).toBe('06/03/2026');
    expect(cell('Discharge destination')).toBe('Inpatient rehabilitation');
    expect(cell('Did the patient die in hospital?')).toBe('No');
    expect(cell('Date of death')).toBe('');
    expect(cell('Modified Rankin Scale at discharge')).toBe('2');
    expect(cell('ICD-10 code 1')).toBe('I63.9');
    expect(cell('ICD-10 code 4')).toBe('F17.2');
    expect(cell('Discharged on lipid-lowering medication')).toBe('Contraindicated');
    expect(cell('Was smoking cessation advice given?')).toBe('Yes');
  });
  it('holds only listed answers in coded columns', () => {
    AUSCR_COLUMNS.forEach((c, i) => {
      if (!c.codes || row[i] === '') return;
      const codes = c.codes.map((code) => code.code);
      const values = c.codes.length && c.label.includes('"; "') ? (row[i] as string).split('; ') : [row[i]];
      for (const v of values) expect(codes, c.variable).toContain(v);
    });
  });
  it('is empty but for the study ID when nothing is recorded', () => {
    const blank = auscrRow(empty);
    expect(blank[0]).toBe('VTIS13');
    expect(blank.slice(1).every((v) => v === '')).toBe(true);
  });
});
