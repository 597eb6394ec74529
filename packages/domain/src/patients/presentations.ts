import { z } from 'zod';

/** Presentation types of spec 1 §3, and where each one's View button leads (spec 1 §2). */
export const PRESENTATION_DISCRIMINATORS = [
  'ECMO',
  'Telehealth',
  'Outpatient',
  'VST',
  'VSTFollowup',
  'VTIS',
  'VTISFollowup',
] as const;
export type PresentationDiscriminator = (typeof PRESENTATION_DISCRIMINATORS)[number];

/**
 * What the patient journey and the Health Timelines call each presentation type: the words of the
 * specs (spec 3 §1 and §2.4's "consult, follow-up, VTIS consult, VTIS follow-up", the TIA / Minor
 * Stroke outpatient clinics; spec 2's ECMO and Telehealth cases), never the stored discriminator.
 */
export const PRESENTATION_TYPE_LABEL: Record<PresentationDiscriminator, string> = {
  ECMO: 'ECMO case',
  Telehealth: 'Telehealth case',
  Outpatient: 'Outpatient clinic',
  VST: 'VST consult',
  VSTFollowup: 'VST follow-up',
  VTIS: 'VTIS consult',
  VTISFollowup: 'VTIS follow-up',
};

/** The label of a presentation type; an unknown type (newer than this build) is shown as stored. */
export function presentationTypeLabel(discriminator: string): string {
  return PRESENTATION_TYPE_LABEL[discriminator as PresentationDiscriminator] ?? discriminator;
}

export function presentationHref(discriminator: string, caseId: number): string | null {
  switch (discriminator) {
    case 'ECMO':
      return `/ecmo/cases/${caseId}/referrer`;
    case 'Telehealth':
      return `/telehealth/cases/${caseId}`;
    case 'Outpatient':
      return `/vst/clinic/${caseId}/referrer`;
    case 'VST':
      return `/vst/consult/${caseId}/referrer`;
    case 'VSTFollowup':
      return `/vst/followup/${caseId}/referrer`;
    case 'VTIS':
      return `/vst/vtisconsult/${caseId}/referrer`;
    case 'VTISFollowup':
      return `/vst/vtisfollowup/${caseId}/referrer`;
    default:
      return null;
  }
}

/**
 * GET /api/ccmp/patientprofiles/{id}/presentations. `id` is the case's id in its module (what
 * the View route takes).
 */
export const presentationSchema = z.object({
  id: z.number().int(),
  discriminator: z.string(),
  presentationDateTime: z.string(),
  studyId: z.string().nullable(),
  principalProblem: z.string().nullable(),
  healthCareProviderId: z.number().int().nullable(),
  healthCareProviderName: z.string().nullable(),
  isActive: z.boolean(),
  status: z.string().nullable(),
});
export type Presentation = z.infer<typeof presentationSchema>;
