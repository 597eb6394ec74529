import { formatDate, formatDateTime } from '@scout/domain/cases/dates';
import type { FieldDeclaration } from '@scout/domain/stroke/field-kit';
import { VTIS_CONSULT_FIELDS } from '@scout/domain/vtis/field-labels';
import { HOSPITAL_DOCUMENTATION_FIELDS } from '@scout/domain/vtis/hospital-documentation-labels';
import { HOSPITAL_DOCUMENTATION_SECTIONS } from '@scout/domain/vtis/hospital-documentation-sections';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { healthCareProviders } from '../../../db/schema/index.ts';
import { fieldSections, patientLine } from '../../stroke/pdf/field-rows.ts';
import {
  type PdfDocumentContent,
  type PdfProducer,
  type PdfSection,
  renderRecordPdf,
} from '../../stroke/pdf/render-pdf.ts';
import type { HospitalDocumentationRecord } from '../module.ts';
import { VTIS_PDF_FORMATTERS } from './formatters.ts';
import { VTIS_SERVICE_NAME } from './record-pdf.ts';

/**
 * The discharge summary of a VTIS consult (spec 3 §2.3, §7.2 GET /consults/{id}/discharge-summary;
 * issue 13 item 7): built from the hospital documentation (§3.6) and the consult's diagnosis, with
 * the look of the VST consult PDF (modules/stroke/pdf). The patient's hospital gives the letterhead:
 * its name, its discharge summary header text, contact number and footer text (the provider form's
 * "discharge summary configuration"); without them the service's name heads the page. Every field
 * prints with the label and option labels the domain declares once
 * (vtis/hospital-documentation-labels.ts); unanswered fields are left out.
 */

type Loose = Record<string, unknown> | null | undefined;

async function letterhead(db: Db | Tx, hospitalId: number | null) {
  if (!hospitalId) return null;
  const [row] = await db
    .select({
      name: healthCareProviders.name,
      contactNumber: healthCareProviders.dischargeSummaryContactNumber,
      header: healthCareProviders.dischargeSummaryHeaderSection,
      footer: healthCareProviders.dischargeSummaryFooterSection,
    })
    .from(healthCareProviders)
    .where(eq(healthCareProviders.id, hospitalId))
    .limit(1);
  return row ?? null;
}

export interface DischargeSummarySource {
  record: HospitalDocumentationRecord;
  /** The consult's sections the summary shows besides the documentation. */
  diagnosisDetails: Loose;
  hospitalId: number | null;
  specialist: string | null;
}

export async function dischargeSummaryContent(
  db: Db | Tx,
  source: DischargeSummarySource,
  timeZone: string,
): Promise<PdfDocumentContent> {
  const { record } = source;
  const doc = record.hospitalDocumentation as unknown as Record<string, Loose>;
  const info = record.patientInformation as Loose;
  const hospital = await letterhead(db, source.hospitalId);
  const p = record.patient;
  const patientRows: Array<[string, string]> = [
    ['Patient', `${p.lastName.toUpperCase()}, ${p.firstName}`],
    ...(p.dateOfBirth ? [['Date of Birth', formatDate(p.dateOfBirth, timeZone)] as [string, string]] : []),
    ...(p.gender ? [['Gender', String(p.gender)] as [string, string]] : []),
    ...(info?.patientHospitalUrn ? [['URN/THCI', String(info.patientHospitalUrn)] as [string, string]] : []),
    ...(info?.medicareNumber ? [['Medicare Number', String(info.medicareNumber)] as [string, string]] : []),
    ...(hospital ? [['Hospital', hospital.name] as [string, string]] : []),
    ['VTIS Study ID', record.studyId],
    ...(source.specialist
      ? [['VTIS Neurologist/Stroke Specialist', source.specialist] as [string, string]]
      : []),
    ...(record.hospitalDocumentation.closedOn
      ? [
          ['Documentation Completed', formatDateTime(record.hospitalDocumentation.closedOn, timeZone)] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  const sections = await fieldSections(
    db,
    [
      {
        title: 'Diagnosis',
        value: source.diagnosisDetails,
        fields: VTIS_CONSULT_FIELDS.diagnosisDetails as readonly FieldDeclaration[],
      },
      ...HOSPITAL_DOCUMENTATION_SECTIONS.map((s) => ({
        title: s.title,
        value: doc[s.data],
        fields: HOSPITAL_DOCUMENTATION_FIELDS[s.data] as unknown as readonly FieldDeclaration[],
      })),
    ],
    timeZone,
    VTIS_PDF_FORMATTERS,
  );
  const head: PdfSection[] = hospital?.header
    ? [{ title: hospital.name, rows: [], paragraph: hospital.header }]
    : [];
  const contact: Array<[string, string]> = hospital?.contactNumber
    ? [['Contact Number', hospital.contactNumber]]
    : [];
  const foot: PdfSection[] =
    contact.length || hospital?.footer
      ? [{ title: 'Contact', rows: contact, ...(hospital?.footer ? { paragraph: hospital.footer } : {}) }]
      : [];
  return {
    serviceName: hospital?.name ?? VTIS_SERVICE_NAME,
    title: `Discharge Summary ${record.studyId}`,
    patientLine: patientLine(p, info?.patientHospitalUrn as string | null | undefined, timeZone),
    sections: [...head, { title: 'Patient', rows: patientRows }, ...sections, ...foot],
  };
}

export async function dischargeSummaryPdf(
  db: Db | Tx,
  source: DischargeSummarySource,
  producer: PdfProducer,
): Promise<Uint8Array> {
  return renderRecordPdf(await dischargeSummaryContent(db, source, producer.timeZone), producer);
}
