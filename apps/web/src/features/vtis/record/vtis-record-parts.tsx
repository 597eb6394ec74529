import { FOLLOWUP_LOCKED_REFERRER_FIELDS } from '@scout/domain/vtis/rules';
import type { CasePart } from '../../../components/case-module/case-sections-outlet.tsx';
import { StrokeAttachments, StrokeHealthTimeline } from '../../stroke/record/parts/common-parts.tsx';
import { StrokeNeurologistSection } from '../../stroke/record/sections/neurologist-section.tsx';
import { StrokeReferrerSection } from '../../stroke/record/sections/referrer-section.tsx';
import {
  VtisDiagnosisSection,
  VtisImagingSection,
  VtisManagementSection,
  VtisTechnicalSection,
} from './sections/clinical-sections.tsx';
import { FollowupConsultationSection, FollowupPatientPanel } from './sections/followup-sections.tsx';
import {
  AdmissionDetailsSection,
  ClinicalInformationSection,
  DischargeInformationSection,
  SecondaryPreventionSection,
} from './sections/hospital-documentation-sections.tsx';
import { VtisPastRecords, VtisPatientHistorySection } from './sections/patient-history-section.tsx';
import { VtisPatientSection } from './sections/patient-section.tsx';

/**
 * Every part of the VTIS record pages by their sections' keys (route segments); a page shows those
 * of its kind and state, in panel order. Section forms stay mounted (Save all and closing validate
 * every one); parts without a form mount when shown.
 */
const part = (key: string, node: CasePart['node'], keepMounted?: false): CasePart => ({
  key,
  node,
  keepMounted,
});

const SHARED = {
  'neurologist-info': part('neurologist-info', <StrokeNeurologistSection />),
  'health-timeline': part('health-timeline', <StrokeHealthTimeline />, false),
  attachments: part('attachments', <StrokeAttachments />, false),
};

export const VTIS_CONSULT_PARTS: Record<string, CasePart> = {
  ...SHARED,
  referrer: part('referrer', <StrokeReferrerSection />),
  patient: part('patient', <VtisPatientSection />),
  'patient-history': part('patient-history', <VtisPatientHistorySection />),
  'imaging-details': part('imaging-details', <VtisImagingSection />),
  'vtis-diagnosis-details': part('vtis-diagnosis-details', <VtisDiagnosisSection />),
  'recommended-management': part('recommended-management', <VtisManagementSection />),
  'technical-consultation-info': part('technical-consultation-info', <VtisTechnicalSection />),
};

export const VTIS_FOLLOWUP_PARTS: Record<string, CasePart> = {
  ...SHARED,
  referrer: part('referrer', <StrokeReferrerSection locked={FOLLOWUP_LOCKED_REFERRER_FIELDS} />),
  patient: part('patient', <FollowupPatientPanel />, false),
  'patient-history': part('patient-history', <VtisPastRecords />, false),
  'followup-consultation': part('followup-consultation', <FollowupConsultationSection />),
};

export const HOSPITAL_DOCUMENTATION_PARTS: Record<string, CasePart> = {
  'admission-details': part('admission-details', <AdmissionDetailsSection />),
  'clinical-information': part('clinical-information', <ClinicalInformationSection />),
  'secondary-prevention': part('secondary-prevention', <SecondaryPreventionSection />),
  'discharge-information': part('discharge-information', <DischargeInformationSection />),
};
