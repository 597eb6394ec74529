import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { Col } from 'antd';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';
import { ConsultationNotes, ConsultationPart } from './consultation-part.tsx';

const P = 'recommendations';

/** Recommendations (spec 2 §3.6): the conversation and what was recommended (notes fixed at 4 rows, §9). */
export function RecommendationsFields() {
  return (
    <ConsultationPart name={P} title="Recommendations" emptyText={M.noRecommendations}>
      <FieldGrid col={{ xs: 24, md: 8 }}>
        <DateTimeField name={`${P}.conversationDateTime`} label="Conversation date/time" />
        <TextField name={`${P}.consultationType`} label="Consultation type" />
        <TextField name={`${P}.conversationWith`} label="Conversation with" />
        <Col span={24}>
          <ConsultationNotes name={`${P}.recommendationNotes`} label="Recommendation notes" />
        </Col>
      </FieldGrid>
    </ConsultationPart>
  );
}
