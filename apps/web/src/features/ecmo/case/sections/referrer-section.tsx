import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { referrerInformationSchema } from '@scout/domain/ecmo/referrer.schema';
import { Card, Col, Descriptions, Form, Row } from 'antd';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { formatDateTime } from '../../../../lib/dates.ts';
import { ReferrerFields } from '../../forms/referrer-fields.tsx';
import { useCaseContext } from '../case-context.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useSectionForm } from '../use-section-form.ts';

type Values = z.input<typeof referrerInformationSchema>;

function defaults(c: EcmoCase): Values {
  const { referrerHospital: _name, ...values } = c.referrer;
  return values;
}

/** Referrer information (spec 2 §3.1, §5.1), with the call taker and call time shown above. */
export function ReferrerSection() {
  const { ecmoCase } = useCaseContext();
  const { form, save, saving } = useSectionForm({
    key: 'referrer',
    schema: referrerInformationSchema,
    defaults,
    path: 'referrerinformation',
    saved: M.referrerUpdated,
    failed: M.referrerUpdateFailed,
  });
  return (
    <Card title="Referrer" size="small">
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Call taker">{ecmoCase.callTaker}</Descriptions.Item>
        <Descriptions.Item label="Call date/time">{formatDateTime(ecmoCase.callDateTime)}</Descriptions.Item>
      </Descriptions>
      <FormProvider {...form}>
        <Form layout="vertical" component="div" aria-label="Referrer">
          <Row>
            <Col span={24}>
              <ReferrerFields hospitalName={ecmoCase.referrer.referrerHospital} />
            </Col>
          </Row>
        </Form>
      </FormProvider>
      <SectionActions section="referrer" save={save} saving={saving} />
    </Card>
  );
}
