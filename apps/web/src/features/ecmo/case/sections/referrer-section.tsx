import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { nextSectionAfterSave } from '@scout/domain/ecmo/case-options';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { referrerInformationSchema } from '@scout/domain/ecmo/referrer.schema';
import { Col, Descriptions, Row } from 'antd';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { defineCaseSection } from '../../../../components/case-module/case-section.ts';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { sendEcmoSection } from '../../api/save-case-section.ts';
import { ReferrerFields } from '../../forms/referrer-fields.tsx';

/** Referrer information (spec 2 §3.1, §5.1): PATCH .../referrerinformation; Save and Next opens the patient. */
export const referrerSection = defineCaseSection<EcmoCase>()({
  key: 'referrer',
  title: 'Referrer',
  next: nextSectionAfterSave('referrer'),
  schema: referrerInformationSchema,
  defaults: (c) => {
    const { referrerHospital: _name, ...values } = c.referrer;
    return values;
  },
  send: sendEcmoSection('referrerinformation'),
  messages: { saved: M.referrerUpdated, failed: M.referrerUpdateFailed },
});

/** The referrer, with the call taker and call time shown above it. */
export function ReferrerSection() {
  const { caseData: ecmoCase } = useCasePage<EcmoCase>();
  const section = useSectionForm(referrerSection);
  return (
    <SectionFormView
      section={section}
      extra={
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Call taker">{ecmoCase.callTaker}</Descriptions.Item>
          <Descriptions.Item label="Call date/time">
            {formatDateTime(ecmoCase.callDateTime)}
          </Descriptions.Item>
        </Descriptions>
      }
    >
      <Row>
        <Col span={24}>
          <ReferrerFields hospitalName={ecmoCase.referrer.referrerHospital} />
        </Col>
      </Row>
    </SectionFormView>
  );
}
