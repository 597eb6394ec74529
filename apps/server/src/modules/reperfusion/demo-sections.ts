import { consultSections, type DemoIds } from '../stroke/demo-sections.ts';

/**
 * VST consults that are reperfusion cases (domain reperfusion/register.ts), for the demo seed and
 * the HTTP tests: every consult section complete (stroke/demo-sections.ts), with a Recommended
 * Management that thrombolysed the patient (Imaging Follow-up applies) or accepted them for ECR
 * (Discharge Summary applies), times relative to the call.
 */
const MINUTE = 60_000;
const around = (callAt: Date, minutes: number) => new Date(callAt.getTime() + minutes * MINUTE).toISOString();

export type ReperfusionKind = 'thrombolysed' | 'ecr' | 'none';

/** The consult's Recommended Management of each kind ('none': neither thrombolysed nor ECR, no case). */
export function reperfusionManagement(callAt: Date, kind: ReperfusionKind, ecrHospitalId: number) {
  const base = consultSections(callAt, {
    hospitalId: ecrHospitalId,
    specialistId: 0,
  }).reperfusionTherapiesDetails;
  if (kind === 'none') return base;
  const thrombolysed = {
    ...base,
    tpaAdvised: 'Yes',
    reasonsForTPAExclusion: [],
    timeOfDecisionToThrombolyse: around(callAt, 20),
    tpaAdministered: 'Yes',
    drugUsed: 'Tenecteplase',
    tpaCommenceDateAndTime: around(callAt, 25),
  };
  if (kind === 'thrombolysed') return thrombolysed;
  return {
    ...thrombolysed,
    patientRecommendedForECR: 'Yes',
    ecrClinicianContacted: 'Dr Chen (neurointervention)',
    patientAcceptedForECR: 'Yes',
    acceptingHospitalForECR: ecrHospitalId,
    doorOutTime: around(callAt, 50),
  };
}

/** Every consult section of a reperfusion case of `kind`, the ECR centre `ecrHospitalId`. */
export function reperfusionConsultSections(
  callAt: Date,
  ids: DemoIds,
  kind: ReperfusionKind,
  ecrHospitalId: number,
) {
  const sections = consultSections(callAt, ids);
  return {
    ...sections,
    patientInformation: { ...sections.patientInformation, hospitalTriageDateAndTime: around(callAt, -30) },
    reperfusionTherapiesDetails: reperfusionManagement(callAt, kind, ecrHospitalId),
  };
}
