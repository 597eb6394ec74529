import { asOptions } from '../cases/option.ts';

/**
 * The diagnosis and recommended-management lists of the VST consult (spec 3 §3.9). Where the spec
 * gives the whole list it is copied as given; where it gives only a count and examples, SCOUT
 * completes it, keeping every example the spec names, from current Australian stroke guidance:
 * - Stroke Foundation, Living Clinical Guidelines for Stroke Management (Australia; InformMe,
 *   Chapter 3 "Acute medical and surgical management", thrombolysis and ICH topics, including the
 *   2024-25 tenecteplase and dabigatran-reversal updates);
 * - the thrombolysis eligibility checklists Australian stroke services derive from them (for
 *   example SESLHD procedure SESLHDPR/236, "Alteplase in Adult Acute Ischaemic Stroke", 2020),
 *   and the product information of alteplase and tenecteplase they follow;
 * - for stroke mimics, the guidelines' Chapter 2 (early assessment: differential diagnosis).
 * The completed lists are clinical content: a change of wording by the stroke service is a change
 * here (and in the tests that pin the counts).
 */

/** Thrombolytic drug used (§3.9). */
export const THROMBOLYTIC_DRUG_VALUES = ['Alteplase', 'Tenecteplase'] as const;
export const THROMBOLYTIC_DRUGS = asOptions(THROMBOLYTIC_DRUG_VALUES);
export type ThrombolyticDrug = (typeof THROMBOLYTIC_DRUG_VALUES)[number];

/**
 * Reasons for tPA exclusion (§3.9: "15 clinical contraindications", examples rapidly improving
 * symptoms, oral anticoagulants, uncontrolled hypertension, major surgery within 14 days,
 * inadequate imaging for time window; windows of 72 hours, 48 hours, 21 days and 14 days).
 * Completed from the Living Guidelines' thrombolysis contraindications and the Australian
 * checklists above: the 48-hour direct oral anticoagulant window assumes normal renal function,
 * so the checklists extend it to 72 hours when renal function is impaired.
 */
export const TPA_EXCLUSION_REASON_VALUES = [
  'Rapidly improving symptoms',
  'Mild non-disabling symptoms',
  'Outside the time window for thrombolysis',
  'Inadequate imaging for time window',
  'Extensive established infarct on imaging',
  'Oral anticoagulants (warfarin with INR above 1.7)',
  'Direct oral anticoagulant taken within 48 hours',
  'Direct oral anticoagulant taken within 72 hours with impaired renal function',
  'Therapeutic low molecular weight heparin within 24 hours',
  'Uncontrolled hypertension (above 185/110 mmHg despite treatment)',
  'Major surgery or serious trauma within 14 days',
  'Gastrointestinal or urinary tract haemorrhage within 21 days',
  'Stroke or serious head injury within 3 months',
  'Previous intracranial haemorrhage',
  'Platelet count below 100 x 10^9/L or known bleeding disorder',
] as const;
export const TPA_EXCLUSION_REASONS = asOptions(TPA_EXCLUSION_REASON_VALUES);
export type TpaExclusionReason = (typeof TPA_EXCLUSION_REASON_VALUES)[number];

/** Why an ICH transfer was not recommended (§3.9, given in full). */
export const ICH_TRANSFER_NOT_RECOMMENDED_VALUES = [
  'Not clinically indicated',
  'Declined by patient/family/NoK',
  'Advanced care directive',
] as const;
export const ICH_TRANSFER_NOT_RECOMMENDED_REASONS = asOptions(ICH_TRANSFER_NOT_RECOMMENDED_VALUES);
export type IchTransferNotRecommendedReason = (typeof ICH_TRANSFER_NOT_RECOMMENDED_VALUES)[number];

/** The advice items rules refer to (§4.2). */
export const ADVICE = {
  Echocardiogram: 'Echocardiogram',
  BubbleStudy: 'Bubble study',
  YoungStrokeService: 'Young Stroke Service 18-55',
  Other: 'Other',
} as const;

/**
 * Other acute treatment / management advice provided (§3.9: 21 items, examples Antithrombotic
 * Therapy, Contact ARV, Palliation, MRI, Stroke Unit, Young Stroke Service 18-55, Bubble study).
 * Completed with the acute-care recommendations of the Living Guidelines (stroke unit care,
 * antithrombotic, blood pressure, statin, glycaemic and seizure management, anticoagulant
 * reversal and neurosurgical review for ICH, palliation, swallow screening) and the
 * investigations they recommend after stroke (repeat CT, MRI, CTA, carotid imaging,
 * echocardiography with or without a bubble study, cardiac monitoring). Bubble study is offered
 * only with Echocardiogram (§4.2); Other reveals the notes.
 */
export const ACUTE_TREATMENT_ADVICE_VALUES = [
  'Stroke Unit',
  'Antithrombotic Therapy',
  'Antihypertensive Therapy',
  'High intensity statin therapy',
  'Glycaemic Therapy',
  'Seizure Management',
  'Reversal of anticoagulation',
  'Neurosurgical review',
  'ICU/HDU',
  'Palliation',
  'Contact ARV',
  'Swallow screen before oral intake',
  'Repeat CT Brain',
  'MRI',
  'CTA',
  'Carotid Doppler',
  ADVICE.Echocardiogram,
  ADVICE.BubbleStudy,
  'Holter monitor',
  ADVICE.YoungStrokeService,
  ADVICE.Other,
] as const;
export const ACUTE_TREATMENT_ADVICE = asOptions(ACUTE_TREATMENT_ADVICE_VALUES);
export type AcuteTreatmentAdvice = (typeof ACUTE_TREATMENT_ADVICE_VALUES)[number];

/** Not-stroke diagnoses (§3.9): the list VTIS shares, stroke/options.ts'. */
export {
  NOT_STROKE_DIAGNOSES,
  NOT_STROKE_DIAGNOSIS_VALUES,
  type NotStrokeDiagnosis,
} from '../stroke/options.ts';
