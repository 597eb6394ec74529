import type { CasePart } from '../../../components/case-module/case-sections-outlet.tsx';
import { StrokeAttachments, StrokeHealthTimeline } from '../../stroke/record/parts/common-parts.tsx';
import { VstTransfer } from './parts.tsx';
import { VstPatientHistory } from './patient-history.tsx';
import {
  ClinicalPresentationSection,
  DiagnosisSection,
  FollowupConsultationSection,
  ImagingSection,
  ManagementSection,
  TechnicalConsultationSection,
} from './sections/clinical-sections.tsx';
import { HospitalAgreementSection } from './sections/hospital-agreement-section.tsx';
import { NeurologistSection } from './sections/neurologist-section.tsx';
import { PatientSection } from './sections/patient-section.tsx';
import { ReferrerSection } from './sections/referrer-section.tsx';

/**
 * Every part of the VST record page by its sections.ts key (route segment); the page shows those
 * of its kind and state, in sidebar order. Section forms stay mounted (panels layout: Save all
 * and closing validate every one); parts without a form mount when shown.
 */
export const VST_RECORD_PARTS: Record<string, CasePart> = {
  referrer: { key: 'referrer', node: <ReferrerSection /> },
  patient: { key: 'patient', node: <PatientSection /> },
  'neurologist-info': { key: 'neurologist-info', node: <NeurologistSection /> },
  'health-timeline': { key: 'health-timeline', node: <StrokeHealthTimeline />, keepMounted: false },
  'patient-history': { key: 'patient-history', node: <VstPatientHistory />, keepMounted: false },
  'clinical-details': { key: 'clinical-details', node: <ClinicalPresentationSection /> },
  'imaging-details': { key: 'imaging-details', node: <ImagingSection /> },
  'diagnosis-details': { key: 'diagnosis-details', node: <DiagnosisSection /> },
  'reperfusion-therapies': { key: 'reperfusion-therapies', node: <ManagementSection /> },
  'technical-consultation-info': {
    key: 'technical-consultation-info',
    node: <TechnicalConsultationSection />,
  },
  'followup-consultation': { key: 'followup-consultation', node: <FollowupConsultationSection /> },
  'hospital-agreement': { key: 'hospital-agreement', node: <HospitalAgreementSection /> },
  attachments: { key: 'attachments', node: <StrokeAttachments />, keepMounted: false },
  transfer: { key: 'transfer', node: <VstTransfer />, keepMounted: false },
};
