import { clearedWhen as clear } from '../cases/clearing.ts';
import {
  isEcrAccepted,
  isYoungStrokeServiceEligible,
  offersBubbleStudy,
  type StrokePatientLike,
  showsDoorOutTime,
  showsIchChain,
  showsReperfusionChains,
  withYoungStrokeService,
} from './clinical-rules.ts';
import { ADVICE } from './management-options.ts';
import { NO, OTHER, YES } from './options.ts';

/**
 * The clearing rules of Recommended Management, the consult's reperfusionTherapiesDetails (spec 3
 * §4.2), as clearing-rules.ts describes them.
 */

type Maybe<T> = T | null | undefined;
const list = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);

/** The thrombolysis questions (ischaemic stroke). */
export const TPA_FIELDS = [
  'tpaAdvised',
  'timeOfDecisionToThrombolyse',
  'tpaAdministered',
  'drugUsed',
  'tpaCommenceDateAndTime',
] as const;
/** The ECR questions (ischaemic stroke), door-out time included. */
export const ECR_FIELDS = [
  'patientRecommendedForECR',
  'ecrClinicianContacted',
  'patientAcceptedForECR',
  'reasonForECRRefusal',
  'furtherECRReferralUndertaken',
  'secondaryECRReferralClinicianContacted',
  'secondaryECRReferralAccepted',
  'reasonForSecondaryECRRefusal',
  'acceptingHospitalForECR',
  'doorOutTime',
] as const;
/** The ICH transfer questions (haemorrhagic stroke). */
export const ICH_FIELDS = [
  'haemorrhageICHWasTransferRecommended',
  'ichPathwayUsed',
  'ichPathwayAcceptingClinician',
  'ichAcceptingHospitalIfPathwayNotUsed',
] as const;

export type ReperfusionLike = Partial<
  Record<(typeof TPA_FIELDS | typeof ECR_FIELDS | typeof ICH_FIELDS)[number], unknown>
> & {
  patientRecommendedForECR?: Maybe<string>;
  patientAcceptedForECR?: Maybe<string>;
  furtherECRReferralUndertaken?: Maybe<string>;
  secondaryECRReferralAccepted?: Maybe<string>;
  reasonsForTPAExclusion?: Maybe<readonly string[]>;
  reasonsICHTransferNotRecommended?: Maybe<readonly string[]>;
  otherAcuteTreatmentManagementAdviceProvided?: Maybe<readonly string[]>;
  otherAcuteTreatmentManagementAdviceProvidedNotes?: Maybe<string>;
};

export interface ReperfusionContext {
  /** The consult's stroke type (diagnosis details). */
  strokeType: Maybe<string>;
  /** The door-out time setting (§4.2 "its flag"); SCOUT's default is on. */
  doorOutTimeEnabled?: boolean;
  /** With the patient, Young Stroke Service is ticked or removed automatically (§4.2); without, left as chosen. */
  patient?: Maybe<StrokePatientLike>;
  callDateTime?: Maybe<string>;
  timeZone?: string;
}

function clearedTpaChain<T extends ReperfusionLike>(r: T): T {
  let v = clear(r, r.tpaAdvised !== YES, ['timeOfDecisionToThrombolyse', 'tpaAdministered']);
  v = clear(v, v.tpaAdvised !== NO, ['reasonsForTPAExclusion'], 'list');
  v = clear(v, v.tpaAdministered !== YES, ['drugUsed', 'tpaCommenceDateAndTime']);
  return v;
}

function clearedEcrChain<T extends ReperfusionLike>(r: T, ctx: ReperfusionContext): T {
  let v = clear(r, r.patientRecommendedForECR !== YES, ['ecrClinicianContacted', 'patientAcceptedForECR']);
  v = clear(v, v.patientAcceptedForECR !== NO, ['reasonForECRRefusal', 'furtherECRReferralUndertaken']);
  v = clear(v, v.furtherECRReferralUndertaken !== YES, [
    'secondaryECRReferralClinicianContacted',
    'secondaryECRReferralAccepted',
  ]);
  v = clear(v, v.secondaryECRReferralAccepted !== NO, ['reasonForSecondaryECRRefusal']);
  v = clear(v, !isEcrAccepted(v), ['acceptingHospitalForECR']);
  v = clear(v, !showsDoorOutTime(ctx.doorOutTimeEnabled ?? true, ctx.strokeType, v), ['doorOutTime']);
  return v;
}

function clearedIchChain<T extends ReperfusionLike>(r: T): T {
  let v = clear(r, r.haemorrhageICHWasTransferRecommended !== YES, ['ichPathwayUsed']);
  v = clear(v, v.haemorrhageICHWasTransferRecommended !== NO, ['reasonsICHTransferNotRecommended'], 'list');
  v = clear(v, v.ichPathwayUsed !== YES, ['ichPathwayAcceptingClinician']);
  v = clear(v, v.ichPathwayUsed !== NO, ['ichAcceptingHospitalIfPathwayNotUsed']);
  return v;
}

/** The advice list: Bubble study only with Echocardiogram, Young Stroke Service by eligibility, Other's notes with Other. */
function clearedAdvice<T extends ReperfusionLike>(r: T, ctx: ReperfusionContext): T {
  let advice = list(r.otherAcuteTreatmentManagementAdviceProvided);
  if (!offersBubbleStudy(advice)) advice = advice.filter((a) => a !== ADVICE.BubbleStudy);
  if (ctx.patient) {
    const eligible = isYoungStrokeServiceEligible(
      ctx.patient,
      ctx.strokeType,
      ctx.callDateTime,
      ctx.timeZone,
    );
    advice = withYoungStrokeService(advice, eligible);
  }
  const v = { ...r, otherAcuteTreatmentManagementAdviceProvided: advice };
  return clear(v, !advice.includes(OTHER), ['otherAcuteTreatmentManagementAdviceProvidedNotes']);
}

/**
 * Recommended Management (§4.2): the stroke type shows the thrombolysis and ECR chains
 * (ischaemic) or the ICH chain (haemorrhagic) and clears the others whole; inside each chain an
 * answer clears what it no longer shows. tPA advised Yes shows the decision time and whether it
 * was given (Yes: drug and start time), No the exclusion reasons. ECR recommended Yes shows the
 * clinician and acceptance; accepted No shows the refusal reason and the further referral (Yes:
 * its clinician and acceptance, which No explains); the accepting hospital shows once accepted
 * either way, and the door-out time by its rule. ICH transfer recommended Yes asks whether the
 * ICH pathway was used (Yes: accepting clinician; No: accepting hospital), No the reasons.
 */
export function clearedReperfusionTherapies<T extends ReperfusionLike>(r: T, ctx: ReperfusionContext): T {
  const ischaemic = showsReperfusionChains(ctx.strokeType);
  let v = clear(r, !ischaemic, [...TPA_FIELDS, ...ECR_FIELDS]);
  v = clear(v, !ischaemic, ['reasonsForTPAExclusion'], 'list');
  v = clear(v, !showsIchChain(ctx.strokeType), ICH_FIELDS);
  v = clear(v, !showsIchChain(ctx.strokeType), ['reasonsICHTransferNotRecommended'], 'list');
  return clearedAdvice(clearedIchChain(clearedEcrChain(clearedTpaChain(v), ctx)), ctx);
}
