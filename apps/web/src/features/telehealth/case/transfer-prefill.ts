import {
  TRANSFER_HOSPITAL_UNITS,
  TRANSFER_POSITIONS,
  type TransferPosition,
} from '@scout/domain/cases/case-options';
import type { TransferRequestInput } from '@scout/domain/cases/transfer.schema';
import type { TelehealthCase } from '@scout/domain/telehealth/case.schema';
import type { DefaultValues } from 'react-hook-form';
import { emptyTransferRequest } from '../../../components/case-parts/transfer-request-form.tsx';

type Request = DefaultValues<TransferRequestInput>;

/** A number the case holds, or what the empty request has there (undefined: still Required). */
const num = (value: number | null | undefined) => (typeof value === 'number' ? value : undefined);
const text = (value: string | null | undefined) => (value ? value : null);

/**
 * A new transfer request starting from what the Telehealth case already knows (spec 2 §4.10: the
 * referral form is the shared one): the referrer, the patient's hospital (the referring one until
 * patient information is saved), the referrer's unit when the transfer form offers it (ICU, Other), weight and
 * height, the patient history, and the observations of the newest consultation (HR, BP,
 * respiratory rate, SpO2, GCS, temperature, flow and FiO2), and the referrer's position in the
 * transfer form's terms (`transferPositionOf`).
 */
/**
 * The referrer's Telehealth position as the transfer form lists it (issue 24). The transfer form
 * offers ECMO Consultant, VECMOS Coordinator and Other (spec 2 §9); the Telehealth referrer is one
 * of HMO, Registrar, Consultant, Nurse, GP, ARV Consultant, Paramedic or Other, none of whom is the
 * retrieval service's ECMO consultant or coordinator, so each is 'Other' there (a Registrar was
 * left empty before, as if the case did not know). A position the transfer list holds by name is
 * kept; none stays empty (Required).
 */
export function transferPositionOf(position: string | null | undefined): TransferPosition | undefined {
  if (!position) return undefined;
  return TRANSFER_POSITIONS.find((p) => p === position) ?? 'Other';
}

export function transferPrefillFromCase(c: TelehealthCase): Request {
  const base = emptyTransferRequest();
  const referral = base.referral ?? {};
  const patient = referral.patient ?? {};
  const r = c.referrerInformation;
  const info = c.patientInformation;
  const history = c.patientHistoryInformation;
  const latest = c.consultations[0];
  const unit = TRANSFER_HOSPITAL_UNITS.find((u) => u === r.hospitalUnit);
  return {
    ...base,
    referral: {
      ...referral,
      referrer: {
        ...referral.referrer,
        lastName: r.lastName,
        firstName: r.firstName,
        position: transferPositionOf(r.position),
        contactNumber: r.contactNumber,
        emailAddress: text(r.emailAddress),
      },
      patient: {
        ...patient,
        location: {
          ...patient.location,
          hospitalId: info?.healthCareProviderId ?? r.hospitalId,
          hospital: info?.healthCareProvider.nickName ?? info?.healthCareProvider.name ?? r.hospital,
          unit,
        },
        measurements: {
          ...patient.measurements,
          weight: num(info?.patientWeight),
          height: info?.patientHeight ?? null,
        },
        referralHistory: {
          clinicalHistory: text(history?.historyOfPresentingCase),
          pastHistory: text(history?.previousMedicalHistory),
          allergies: text(history?.allergies),
          previousMedications: text(history?.currentMedications ?? history?.previousMedications),
        },
      },
    },
    initialObservations: {
      ...base.initialObservations,
      heartRate: num(latest?.circulationAndInfusion.heartRate),
      systolicBloodPressure: num(latest?.circulationAndInfusion.systolicBloodPressure),
      diastolicBloodPressure: num(latest?.circulationAndInfusion.diastolicBloodPressure),
      respiratoryRate: num(latest?.breathing.respiratoryRate),
      spo2: num(latest?.breathing.oxygenSaturation),
      gcs: num(latest?.disability.glascoComaScore),
      temperature: num(latest?.circulationAndInfusion.temperature),
      oxygenFlowRate: latest?.breathing.flowRate ?? null,
      fio2: latest?.breathing.estimatedFiO2 ?? null,
    },
  };
}
