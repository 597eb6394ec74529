import { TRANSFER_HOSPITAL_UNITS, TRANSFER_POSITIONS } from '@scout/domain/cases/case-options';
import type { TransferRequestInput } from '@scout/domain/cases/transfer.schema';
import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import type { DefaultValues } from 'react-hook-form';
import { emptyTransferRequest } from '../../../components/case-parts/transfer-request-form.tsx';

type Tree = Record<string, unknown>;

const isBranch = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Copies each known value of `from` into `into` where `into` has nothing yet (never over a value). */
function fillEmpty(into: Tree, from: Tree): void {
  for (const [key, value] of Object.entries(from)) {
    const target = into[key];
    if (isBranch(value) && isBranch(target)) fillEmpty(target, value);
    else if (isEmpty(target) && !isEmpty(value)) into[key] = value;
  }
}

const oneOf = <T extends string>(options: readonly T[], value: string | null | undefined): T | undefined =>
  options.find((option) => option === value);

type Observation = NonNullable<EcmoCase['clinicalDetails']>['observations']['committed'][number];

/** The most recent committed observation (by its own date and time), if the case has any. */
export function latestCommittedObservation(ecmoCase: EcmoCase): Observation | undefined {
  const committed = ecmoCase.clinicalDetails?.observations.committed ?? [];
  const at = (o: Observation) =>
    o.observationDateAndTime ? Date.parse(o.observationDateAndTime) : -Infinity;
  return committed.reduce<Observation | undefined>(
    (latest, o) => (latest === undefined || at(o) > at(latest) ? o : latest),
    undefined,
  );
}

/**
 * A new transfer request starting from what the case already knows: the referrer, the patient's
 * hospital (the referring one when the patient's has not been recorded), weight, height,
 * infectious risk and insurance, the clinical, past, medication and allergy history of Clinical
 * Details, and the latest committed observations. Only fields the case has
 * a value for are filled; a value the transfer form does not offer (a unit other than ICU/Other,
 * a position outside its list) is left for the user to choose.
 */
export function transferPrefillFromCase(ecmoCase: EcmoCase): DefaultValues<TransferRequestInput> {
  const { referrer } = ecmoCase;
  const hospital = ecmoCase.patientHospitalInformation;
  const diagnosis = ecmoCase.clinicalDetails?.diagnosis;
  const obs = latestCommittedObservation(ecmoCase);
  const gcsParts = [obs?.eyes, obs?.verbal, obs?.motor];
  const gcs =
    obs?.gcs ??
    (gcsParts.every((n) => typeof n === 'number')
      ? gcsParts.reduce<number>((a, n) => a + (n ?? 0), 0)
      : null);
  const known: Tree = {
    referral: {
      referrer: {
        lastName: referrer.referrerLastName,
        firstName: referrer.referrerFirstName,
        position: oneOf(TRANSFER_POSITIONS, referrer.referrerPosition),
        contactNumber: referrer.referrerContactNumber,
        emailAddress: referrer.referrerEmailAddress,
      },
      patient: {
        location: hospital
          ? {
              hospitalId: hospital.patientHospitalId,
              hospital: hospital.patientHospital,
              unit: oneOf(TRANSFER_HOSPITAL_UNITS, hospital.patientHospitalUnit),
            }
          : {
              hospitalId: referrer.referrerHospitalId,
              hospital: referrer.referrerHospital,
              unit: oneOf(TRANSFER_HOSPITAL_UNITS, referrer.referrerHospitalUnit),
            },
        infectiousRiskDetails: hospital?.infectiousRisk ? hospital.infectiousRiskDetails : null,
        insurance: hospital?.insuranceStatus,
        measurements: { weight: hospital?.patientWeight, height: hospital?.patientHeight },
        // Clinical Details' history (issue 24): the referral's history as the case records it.
        referralHistory: {
          clinicalHistory: diagnosis?.clinicalHistory,
          pastHistory: diagnosis?.pastHistory,
          previousMedications: diagnosis?.previousMedications,
          allergies: diagnosis?.allergies,
        },
      },
    },
    initialObservations: obs
      ? {
          heartRate: obs.hr,
          systolicBloodPressure: obs.sbp,
          diastolicBloodPressure: obs.dbp,
          respiratoryRate: obs.respRate,
          spo2: obs.spo2,
          gcs,
          temperature: obs.temperature,
          oxygenTherapy: obs.oxygenTherapy?.oxygenTherapy,
          oxygenFlowRate: obs.oxygenTherapy?.flowRate,
          fio2: obs.oxygenTherapy?.estimatedFio2,
        }
      : {},
  };
  const request = emptyTransferRequest() as Tree;
  fillEmpty(request, known);
  // The risk box starts unticked (false, not empty): ticked when the case records a risk.
  const patient = (request.referral as Tree).patient as Tree;
  if (hospital?.infectiousRisk === true) patient.infectiousRisk = true;
  return request as DefaultValues<TransferRequestInput>;
}
