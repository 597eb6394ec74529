import type { ConsultationInput } from './consultation.schema.ts';

/**
 * What a new Telehealth consultation takes from the previous one (issue 24): the patient's
 * devices and the settings someone chose, which stay as they were until someone changes them, so
 * the intensivist checks them instead of typing them again. Never a measurement or an
 * observation, which must be taken afresh each time: no vitals (heart rate, blood pressure,
 * temperature, SpO2, respiratory rate), no FiO2 (titrated to the SpO2 from one call to the next),
 * no measured pressures (peak, plateau), no examination (GCS, pupils, pain, RASS, abdomen,
 * calves), no results (bloods, gases, imaging, ECG), no notes, no times of the call and no
 * recommendations.
 *
 * Taken:
 * - airway: all of it (an endotracheal tube, its size, lip length, grade, difficulty and the time
 *   it went in stay the same while it is in);
 * - breathing: the respiratory support type and its settings (flow, ventilation mode, PEEP, tidal
 *   volume, pressure support);
 * - environment and exposure: the lines in place (peripheral IVs, PICC, CVCs, arterial line),
 *   renal replacement therapy or dialysis, and the nutrition route (EN/TPN).
 */
export function carriedForwardParts(
  previous: ConsultationInput | undefined,
): Pick<ConsultationInput, 'airway' | 'breathing' | 'environmentAndExposure'> {
  const airway = previous?.airway ?? {};
  const b = previous?.breathing ?? {};
  const e = previous?.environmentAndExposure ?? {};
  return {
    airway: { ...airway },
    breathing: defined({
      respiratorySupportType: b.respiratorySupportType,
      flowRate: b.flowRate,
      mode: b.mode,
      positiveEndExpiratoryPressure: b.positiveEndExpiratoryPressure,
      tidalVolume: b.tidalVolume,
      pressureSupport: b.pressureSupport,
    }),
    environmentAndExposure: {
      ...defined({
        peripheralIVs: e.peripheralIVs,
        peripherallyInsertedCentralCatheter: e.peripherallyInsertedCentralCatheter,
        arterial: e.arterial,
        renalReplacementTherapyOrDialysis: e.renalReplacementTherapyOrDialysis,
        nutrition: e.nutrition,
      }),
      centralVenousCatheters: [...(e.centralVenousCatheters ?? [])],
    },
  };
}

/** The entries that hold a value (absent or null ones are left out, as in a blank consultation). */
function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>;
}
