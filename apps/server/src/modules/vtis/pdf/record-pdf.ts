import { formatDateTime } from '@scout/domain/cases/dates';
import type { FieldDeclaration } from '@scout/domain/stroke/field-kit';
import type { VtisConsult } from '@scout/domain/vtis/case.schema';
import {
  VTIS_CONSULT_FIELDS,
  VTIS_FOLLOWUP_FIELDS,
  VTIS_FOLLOWUP_PATIENT_FIELDS,
} from '@scout/domain/vtis/field-labels';
import type { VtisFollowup } from '@scout/domain/vtis/followup.schema';
import { VTIS_STATUS_OPTIONS } from '@scout/domain/vtis/options';
import { VTIS_CONSULT_SECTIONS, VTIS_FOLLOWUP_SECTIONS } from '@scout/domain/vtis/sections';
import type { Db, Tx } from '../../../db/client.ts';
import { fieldSections, patientLine } from '../../stroke/pdf/field-rows.ts';
import {
  type PdfDocumentContent,
  type PdfProducer,
  type PdfSection,
  renderRecordPdf,
} from '../../stroke/pdf/render-pdf.ts';
import { VTIS_PDF_FORMATTERS } from './formatters.ts';

/**
 * The PDF of a VTIS consult or follow-up (spec 3 §2.3 "a PDF view link", §7.2 fax and Box sends):
 * every saved section in the order of the form, each field with the label and option labels the
 * domain declares once (vtis/field-labels.ts), through the stroke services' PDF
 * (modules/stroke/pdf): the VST consult PDF's look. A follow-up prints its consult's patient
 * information, which it shows (§2.8).
 */
export const VTIS_SERVICE_NAME = 'SCOUT Victorian Telestroke Inpatient Service (VTIS)';

type VtisRecord = VtisConsult | VtisFollowup;
type Loose = Record<string, unknown> | null | undefined;
type Fields = Record<string, readonly FieldDeclaration[]>;

const statusLabel = (status: string) => VTIS_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? status;

function recordSection(record: VtisRecord, timeZone: string): PdfSection {
  const isConsult = record.type === 'VtisConsult';
  const rows: Array<[string, string]> = [['Study ID', record.studyId]];
  if (record.type === 'VtisFollowup') rows.push(['Follow up of', record.vtisConsultStudyId]);
  rows.push(['Call Date/Time', formatDateTime(record.callDateTime, timeZone)]);
  rows.push(['Call Taker', record.callTakerName ?? '']);
  rows.push(['Status', statusLabel(record.vtisStatus)]);
  if (record.closedOn) rows.push(['Closed On', formatDateTime(record.closedOn, timeZone)]);
  if (record.type === 'VtisConsult' && record.consultInformation.declinedAt) {
    const d = record.consultInformation;
    rows.push([
      'Declined',
      `${d.declinedBy ?? ''} on ${formatDateTime(d.declinedAt ?? '', timeZone)}: ${d.reasonForDeclining ?? ''}`,
    ]);
  }
  return { title: isConsult ? 'VTIS Consult' : 'VTIS Follow up', rows };
}

export async function vtisRecordPdfContent(
  db: Db | Tx,
  record: VtisRecord,
  timeZone: string,
): Promise<PdfDocumentContent> {
  const isConsult = record.type === 'VtisConsult';
  const values = record as unknown as { [name: string]: Loose };
  const layout = (isConsult ? VTIS_CONSULT_SECTIONS : VTIS_FOLLOWUP_SECTIONS).filter((s) => s.data !== null);
  const fields = (isConsult ? VTIS_CONSULT_FIELDS : VTIS_FOLLOWUP_FIELDS) as unknown as Fields;
  const sections = await fieldSections(
    db,
    layout.map((s) => {
      const name = s.data as string;
      const declared =
        !isConsult && name === 'patientInformation' ? VTIS_FOLLOWUP_PATIENT_FIELDS : fields[name];
      return { title: s.title, value: values[name], fields: (declared ?? []) as readonly FieldDeclaration[] };
    }),
    timeZone,
    VTIS_PDF_FORMATTERS,
  );
  const urn = (values.patientInformation as { patientHospitalUrn?: string | null } | null)
    ?.patientHospitalUrn;
  return {
    serviceName: VTIS_SERVICE_NAME,
    title: `${isConsult ? 'VTIS Consult' : 'VTIS Follow up'} ${record.studyId}`,
    patientLine: patientLine(record.patient, urn, timeZone),
    sections: [recordSection(record, timeZone), ...sections],
  };
}

export async function vtisRecordPdf(
  db: Db | Tx,
  record: VtisRecord,
  producer: PdfProducer,
): Promise<Uint8Array> {
  return renderRecordPdf(await vtisRecordPdfContent(db, record, producer.timeZone), producer);
}
