import { describe, expect, it } from 'vitest';
import type { ConsultationInput } from './consultation.schema.ts';
import { carriedForwardParts } from './consultation-carry.ts';

describe('what a new consultation takes from the previous one (issue 24)', () => {
  it('takes the airway, the support type and ventilator settings and the lines; never vitals, FiO2 or exams', () => {
    const previous = {
      id: 4,
      createdOn: '2026-11-02T02:00:00.000Z',
      airway: { endotrachealTube: true, sizeInMM: 8, endotrachealTubeDateTime: '2026-11-01T22:00:00.000Z' },
      breathing: {
        respiratorySupportType: 3,
        mode: 'SIMV',
        positiveEndExpiratoryPressure: 10,
        tidalVolume: 450,
        pressureSupport: 12,
        estimatedFiO2: 60,
        respiratoryRate: 22,
        oxygenSaturation: 93,
        peakInspiratoryPressure: 30,
      },
      circulationAndInfusion: { heartRate: 110, infusions: [], medications: [] },
      disability: { eyes: 2 },
      environmentAndExposure: {
        centralVenousCatheters: ['Right IJ'],
        arterial: 'Left radial',
        bloodSugar: 9,
      },
      investigations: { bloods: { sodium: 140 }, gases: {} },
      recommendations: { recommendationNotes: 'Wean' },
    } as unknown as ConsultationInput;
    expect(carriedForwardParts(previous)).toEqual({
      airway: previous.airway,
      breathing: {
        respiratorySupportType: 3,
        mode: 'SIMV',
        positiveEndExpiratoryPressure: 10,
        tidalVolume: 450,
        pressureSupport: 12,
      },
      environmentAndExposure: { centralVenousCatheters: ['Right IJ'], arterial: 'Left radial' },
    });
  });

  it('gives empty parts when there is no previous consultation', () => {
    expect(carriedForwardParts(undefined)).toEqual({
      airway: {},
      breathing: {},
      environmentAndExposure: { centralVenousCatheters: [] },
    });
  });
});
