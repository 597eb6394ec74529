import { z } from 'zod';
import {
  type AddIssue,
  multiChoice,
  optionalDateTime,
  optionalEnum,
  optionalId,
  optionalText,
  requireWhen,
} from '../cases/fields.ts';
import { includesChoice as has, isInFuture, type Loose, type VstCheckContext } from './check-context.ts';
import {
  isAfter,
  isEcrAccepted,
  offersBubbleStudy,
  showsIchChain,
  showsReperfusionChains,
} from './clinical-rules.ts';
import { VST_LIMITS as L } from './limits.ts';
import {
  ACUTE_TREATMENT_ADVICE_VALUES,
  ADVICE,
  ICH_TRANSFER_NOT_RECOMMENDED_VALUES,
  THROMBOLYTIC_DRUG_VALUES,
  TPA_EXCLUSION_REASON_VALUES,
} from './management-options.ts';
import { VST_MESSAGES as M } from './messages.ts';
import { NO, OTHER, YES, YES_NO } from './options.ts';

/**
 * Recommended Management, the consult's reperfusionTherapiesDetails (spec 3 §3.1, §4.2, §5.2): the
 * thrombolysis, ECR and ICH transfer chains, the other acute treatment advice and the door-out
 * time. Conventions as consultation.schema.ts; its clearing rules are clearing-rules.ts'.
 */
const yesNo = optionalEnum(YES_NO);
const longText = optionalText(L.longText);
const shortText = optionalText(L.shortText);

export const reperfusionTherapiesDetailsSchema = z.object({
  tpaAdvised: yesNo,
  timeOfDecisionToThrombolyse: optionalDateTime,
  tpaAdministered: yesNo,
  drugUsed: optionalEnum(THROMBOLYTIC_DRUG_VALUES),
  tpaCommenceDateAndTime: optionalDateTime,
  reasonsForTPAExclusion: multiChoice(TPA_EXCLUSION_REASON_VALUES),
  patientRecommendedForECR: yesNo,
  /** The ECR clinician contacted (a name). */
  ecrClinicianContacted: shortText,
  patientAcceptedForECR: yesNo,
  reasonForECRRefusal: longText,
  furtherECRReferralUndertaken: yesNo,
  secondaryECRReferralClinicianContacted: shortText,
  secondaryECRReferralAccepted: yesNo,
  reasonForSecondaryECRRefusal: longText,
  /** The hospital that accepted the patient for ECR (GET /hospitals). */
  acceptingHospitalForECR: optionalId,
  haemorrhageICHWasTransferRecommended: yesNo,
  /**
   * The ICH-pathway flag, its accepting clinician and the accepting hospital when the pathway is
   * not used (§3.1 names them after a hospital but does not give the names): SCOUT's names.
   */
  ichPathwayUsed: yesNo,
  ichPathwayAcceptingClinician: shortText,
  ichAcceptingHospitalIfPathwayNotUsed: optionalId,
  reasonsICHTransferNotRecommended: multiChoice(ICH_TRANSFER_NOT_RECOMMENDED_VALUES),
  otherAcuteTreatmentManagementAdviceProvided: multiChoice(ACUTE_TREATMENT_ADVICE_VALUES),
  otherAcuteTreatmentManagementAdviceProvidedNotes: longText,
  doorOutTime: optionalDateTime,
});
export type ReperfusionTherapiesDetails = z.infer<typeof reperfusionTherapiesDetailsSchema>;

/**
 * Recommended Management (§4.2, §5.2). Always: the decision to thrombolyse not in the future, the
 * tPA start between the decision and now, Bubble study only with Echocardiogram, the advice notes
 * with Other. With the toggle on: for an ischaemic stroke the tPA and ECR questions down their
 * chains, for a haemorrhagic one the ICH transfer questions, and at least one advice item.
 */
export function checkReperfusionTherapies(v: Loose, add: AddIssue, ctx: VstCheckContext): void {
  const on = ctx.validationRequired;
  const req = (when: boolean, field: string, message?: string) =>
    requireWhen(add, on && when, v?.[field], [field], message);
  const ischaemic = showsReperfusionChains(ctx.strokeType);
  req(ischaemic, 'tpaAdvised');
  req(ischaemic && v?.tpaAdvised === YES, 'timeOfDecisionToThrombolyse');
  req(ischaemic && v?.tpaAdvised === YES, 'tpaAdministered');
  req(ischaemic && v?.tpaAdvised === YES && v?.tpaAdministered === YES, 'drugUsed');
  req(ischaemic && v?.tpaAdvised === YES && v?.tpaAdministered === YES, 'tpaCommenceDateAndTime');
  req(ischaemic && v?.tpaAdvised === NO, 'reasonsForTPAExclusion', M.atLeastOneOption);
  const ecr = ischaemic && v?.patientRecommendedForECR === YES;
  const refused = ecr && v?.patientAcceptedForECR === NO;
  const further = refused && v?.furtherECRReferralUndertaken === YES;
  req(ischaemic, 'patientRecommendedForECR');
  req(ecr, 'ecrClinicianContacted');
  req(ecr, 'patientAcceptedForECR');
  req(refused, 'reasonForECRRefusal');
  req(refused, 'furtherECRReferralUndertaken');
  req(further, 'secondaryECRReferralClinicianContacted');
  req(further, 'secondaryECRReferralAccepted');
  req(further && v?.secondaryECRReferralAccepted === NO, 'reasonForSecondaryECRRefusal');
  req(ischaemic && isEcrAccepted(v), 'acceptingHospitalForECR');
  const ich = showsIchChain(ctx.strokeType);
  req(ich, 'haemorrhageICHWasTransferRecommended');
  req(ich && v?.haemorrhageICHWasTransferRecommended === YES, 'ichPathwayUsed');
  req(
    ich && v?.haemorrhageICHWasTransferRecommended === YES && v?.ichPathwayUsed === YES,
    'ichPathwayAcceptingClinician',
  );
  req(
    ich && v?.haemorrhageICHWasTransferRecommended === YES && v?.ichPathwayUsed === NO,
    'ichAcceptingHospitalIfPathwayNotUsed',
  );
  req(
    ich && v?.haemorrhageICHWasTransferRecommended === NO,
    'reasonsICHTransferNotRecommended',
    M.atLeastOneOption,
  );
  req(true, 'otherAcuteTreatmentManagementAdviceProvided', M.atLeastOneOption);
  checkAdvice(v, add);
  checkThrombolysisTimes(v, add, ctx);
}

function checkAdvice(v: Loose, add: AddIssue): void {
  const advice = v?.otherAcuteTreatmentManagementAdviceProvided;
  requireWhen(add, has(advice, OTHER), v?.otherAcuteTreatmentManagementAdviceProvidedNotes, [
    'otherAcuteTreatmentManagementAdviceProvidedNotes',
  ]);
  if (has(advice, ADVICE.BubbleStudy) && !offersBubbleStudy(advice)) {
    add(['otherAcuteTreatmentManagementAdviceProvided'], M.bubbleStudyNeedsEchocardiogram);
  }
}

/** §5.2: the decision time cannot be in the future; the tPA start lies between the decision and now. */
function checkThrombolysisTimes(v: Loose, add: AddIssue, ctx: VstCheckContext): void {
  if (isInFuture(v?.timeOfDecisionToThrombolyse, ctx.now))
    add(['timeOfDecisionToThrombolyse'], M.notInFuture);
  if (isInFuture(v?.tpaCommenceDateAndTime, ctx.now)) add(['tpaCommenceDateAndTime'], M.notInFuture);
  if (isAfter(v?.timeOfDecisionToThrombolyse, v?.tpaCommenceDateAndTime)) {
    add(['tpaCommenceDateAndTime'], M.tpaStartBeforeDecision);
  }
}
