import { CASE_LIMITS as L } from './limits.ts';

/** Rules of the shared transfer request form (spec 2 §4.7, §5.5, §9). */

/** GCS below 12 enables the transfer form's ETT field; otherwise it is cleared (spec 2 §4.7, §9). */
export function isTransferEttEnabled(gcs: number | null | undefined): boolean {
  return typeof gcs === 'number' && gcs < L.transferEttGcsBelow;
}

/** A weight over 110 kg asks for the body measurements (a hint only, spec 2 §5.5). */
export function needsBodyMeasurements(weightKg: number | null | undefined): boolean {
  return typeof weightKg === 'number' && weightKg > L.weightMeasurementsThresholdKg;
}
