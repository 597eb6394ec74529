import { describe, expect, it } from 'vitest';
import {
  VTIS_CONSULT_CLOSING_SECTION,
  VTIS_CONSULT_FIRST_SECTION,
  VTIS_CONSULT_SECTION_NAMES,
  VTIS_CONSULT_SECTIONS,
  VTIS_FOLLOWUP_SECTION_NAMES,
  VTIS_FOLLOWUP_SECTIONS,
} from './sections.ts';

describe('VTIS panels (spec 3 §2.7, §2.8)', () => {
  it('lists the consult panels of §2.7 in order, redirecting to referrer', () => {
    expect(VTIS_CONSULT_SECTIONS.map((s) => s.key)).toEqual([
      'referrer',
      'patient',
      'neurologist-info',
      'health-timeline',
      'patient-history',
      'imaging-details',
      'vtis-diagnosis-details',
      'recommended-management',
      'technical-consultation-info',
      'attachments',
    ]);
    expect(VTIS_CONSULT_FIRST_SECTION).toBe('referrer');
    expect(VTIS_CONSULT_CLOSING_SECTION).toBe('technicalConsultationInformation');
  });
  it('saves the §3.4 sections by the panel that holds them', () => {
    const data = VTIS_CONSULT_SECTIONS.map((s) => s.data).filter((d) => d !== null);
    expect(data).toEqual([...VTIS_CONSULT_SECTION_NAMES]);
  });
  it('lists the follow-up panels of §2.8; the patient panel is not saved from the follow-up', () => {
    expect(VTIS_FOLLOWUP_SECTIONS.map((s) => s.key)).toEqual([
      'referrer',
      'patient',
      'neurologist-info',
      'health-timeline',
      'patient-history',
      'followup-consultation',
      'attachments',
    ]);
    expect(VTIS_FOLLOWUP_SECTION_NAMES).not.toContain('patientInformation');
  });
});
