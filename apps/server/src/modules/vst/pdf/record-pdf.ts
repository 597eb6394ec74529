import { formatDateTime } from '@scout/domain/cases/dates';
import type { FieldDeclaration } from '@scout/domain/stroke/field-kit';
import type { VstConsult } from '@scout/domain/vst/case.schema';
import { VST_CONSULT_FIELDS, VST_FOLLOWUP_FIELDS } from '@scout/domain/vst/field-labels';
import type { VstFollowup } from '@scout/domain/vst/followup.schema';
import { vstRecordStatus } from '@scout/domain/vst/rules';
import { VST_CONSULT_SECTIONS, VST_FOLLOWUP_SECTIONS } from '@scout/domain/vst/sections';
import type { Db, Tx } from '../../../db/client.ts';
import { fieldSections, patientLine } from '../../stroke/pdf/field-rows.ts';
import { type PdfDocumentContent, type PdfProducer, renderRecordPdf } from '../../stroke/pdf/render-pdf.ts';

/**
 * The PDF of a VST consult or follow-up (spec 3 §7.1 GET /form/generate/{type}; issue 12 item 6):
 * every saved section in the order of the form, each field with the label and option labels the
 * domain declares once (vst/field-labels.ts), through the stroke services' PDF (modules/stroke/pdf).
 */
export const VST_SERVICE_NAME = 'SCOUT Stroke Telemedicine Service (VST)';

type VstRecord = VstConsult | VstFollowup;
type Loose = Record<string, unknown> | null | undefined;

export async function recordPdfContent(
  db: Db | Tx,
  record: VstRecord,
  timeZone: string,
): Promise<PdfDocumentContent> {
  const isConsult = record.type === 'Consult';
  const layout = (isConsult ? VST_CONSULT_SECTIONS : VST_FOLLOWUP_SECTIONS).filter((s) => s.data !== null);
  const fields = (isConsult ? VST_CONSULT_FIELDS : VST_FOLLOWUP_FIELDS) as unknown as Record<
    string,
    readonly FieldDeclaration[]
  >;
  const values = record as unknown as { [name: string]: Loose };
  const sections = await fieldSections(
    db,
    layout.map((s) => ({
      title: s.title,
      value: values[s.data as string],
      fields: fields[s.data as string] ?? [],
    })),
    timeZone,
  );
  const urn = (values.patientInformation as { patientHospitalUrn?: string | null } | null)
    ?.patientHospitalUrn;
  return {
    serviceName: VST_SERVICE_NAME,
    title: `VST ${isConsult ? 'Consult' : 'Follow up'} ${record.studyId}`,
    patientLine: patientLine(record.patient, urn, timeZone),
    sections: [
      {
        title: isConsult ? 'Consult' : 'Follow up',
        rows: [
          ['Study ID', record.studyId],
          ...(record.type === 'Followup'
            ? [['Follow up of', record.vstConsultStudyId] as [string, string]]
            : []),
          ['Call Date/Time', formatDateTime(record.callDateTime, timeZone)],
          ['Call Taker', record.callTakerName ?? ''],
          ['Status', vstRecordStatus(record)],
          ...(record.closedOn
            ? [['Closed On', formatDateTime(record.closedOn, timeZone)] as [string, string]]
            : []),
        ],
      },
      ...sections,
    ],
  };
}

export async function recordPdf(db: Db | Tx, record: VstRecord, producer: PdfProducer): Promise<Uint8Array> {
  return renderRecordPdf(await recordPdfContent(db, record, producer.timeZone), producer);
}
