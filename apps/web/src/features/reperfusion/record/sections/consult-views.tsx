import { REPERFUSION_THERAPY_FIELDS } from '@scout/domain/reperfusion/field-labels';
import { REPERFUSION_MESSAGES as M } from '@scout/domain/reperfusion/messages';
import { VST_CONSULT_FIELDS } from '@scout/domain/vst/field-labels';
import { Alert, Descriptions, Divider, Form } from 'antd';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { SectionPanel } from '../../../../components/case-module/section-panel.tsx';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { ReadOnlyContext } from '../../../../components/fields/read-only.ts';
import { formatDate, formatDateTime } from '../../../../lib/dates.ts';
import { StrokeField } from '../../../stroke/record/fields/stroke-field.tsx';
import { VST_DECLARED_SOURCES } from '../../../stroke/record/fields/vst-declared-sources.ts';
import type { ReperfusionRecord } from '../reperfusion-kind.ts';

type ConsultSection = 'referrerInformation' | 'neurologistInformation' | 'reperfusionTherapiesDetails';

/**
 * One section of the VST consult the case follows, read-only (spec 3 §2.11: Case Information,
 * Neurologist Information and Reperfusion Therapy Details are the consult's, saved with it), with
 * the consult's own field declarations so labels and answers read as on the consult.
 */
function ConsultFields({
  section,
  names,
  empty,
}: {
  section: ConsultSection;
  names: readonly string[];
  empty: string;
}) {
  const { caseData } = useCasePage<ReperfusionRecord>();
  const values = caseData[section];
  const form = useForm<Record<string, unknown>>({ values: { [section]: values ?? null } });
  if (!values) return <Alert type="info" showIcon title={empty} />;
  return (
    <ReadOnlyContext.Provider value>
      <FormProvider {...form}>
        <Form layout="vertical" component="div">
          <FieldGrid>
            {names.map((name) => (
              <StrokeField
                key={name}
                name={name}
                section={section}
                source={VST_DECLARED_SOURCES.consult}
                required={false}
              />
            ))}
          </FieldGrid>
        </Form>
      </FormProvider>
    </ReadOnlyContext.Provider>
  );
}

const dash = (v: ReactNode) => (v === null || v === undefined || v === '' ? '-' : v);

/** The consult's referrer as its own section declares it (field-labels.ts). */
const REFERRER = VST_CONSULT_FIELDS.referrerInformation.map((f) => f.name);

/**
 * Case Information (§2.11, §3.7): the study ID, the call and its taker, the patient and the stroke
 * type, and the consult's referrer.
 */
export function CaseInformationPanel() {
  const { caseData: c } = useCasePage<ReperfusionRecord>();
  return (
    <SectionPanel sectionKey="case-information" title="Case Information">
      <Descriptions size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Study ID">{c.studyId}</Descriptions.Item>
        <Descriptions.Item label="Call Date/Time">{dash(formatDateTime(c.callDateTime))}</Descriptions.Item>
        <Descriptions.Item label="Call Taker">{dash(c.callTakerName)}</Descriptions.Item>
        <Descriptions.Item label="Patient Name">{`${c.patient.lastName}, ${c.patient.firstName}`}</Descriptions.Item>
        <Descriptions.Item label="Date of Birth">{dash(formatDate(c.patient.dateOfBirth))}</Descriptions.Item>
        <Descriptions.Item label="Stroke Type">{dash(c.diagnosisDetails?.strokeType)}</Descriptions.Item>
      </Descriptions>
      <Divider titlePlacement="start">Referrer</Divider>
      <ConsultFields section="referrerInformation" names={REFERRER} empty="No referrer recorded." />
    </SectionPanel>
  );
}

/** A part showing one consult section (Neurologist Information, Reperfusion Therapy Details). */
function ConsultPanel(props: {
  sectionKey: string;
  title: string;
  section: ConsultSection;
  names: readonly string[];
  empty: string;
}) {
  return (
    <SectionPanel sectionKey={props.sectionKey} title={props.title}>
      <ConsultFields section={props.section} names={props.names} empty={props.empty} />
    </SectionPanel>
  );
}

/** Neurologist Information (§2.11): the consult's specialist, contact time and any delay reason. */
export const NeurologistPanel = () => (
  <ConsultPanel
    sectionKey="neurologist-info"
    title="Neurologist Information"
    section="neurologistInformation"
    names={['specialistId', 'specialistDateAndTime', 'delayReason', 'otherDelayReason']}
    empty={M.noNeurologistInformation}
  />
);

/**
 * Reperfusion Therapy Details (§2.11, §3.7): the consult's Recommended Management answers the
 * register reads (tPA, ECR recommended, accepted, further referral, secondary acceptance).
 */
export const ReperfusionTherapyPanel = () => (
  <ConsultPanel
    sectionKey="reperfusion-therapy-details"
    title="Reperfusion Therapy Details"
    section="reperfusionTherapiesDetails"
    names={REPERFUSION_THERAPY_FIELDS.map((f) => f.name)}
    empty={M.noRecommendedManagement}
  />
);
