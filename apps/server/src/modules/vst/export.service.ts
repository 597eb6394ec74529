import {
  reportFieldSectionsOf,
  type VST_REPORT_CATEGORIES,
} from '@scout/domain/reports/export-request.schema';
import type { FieldDeclaration } from '@scout/domain/stroke/field-kit';
import { VST_CONSULT_FIELDS, VST_FOLLOWUP_FIELDS } from '@scout/domain/vst/field-labels';
import { vstRecordStatus, vstStudyId } from '@scout/domain/vst/rules';
import { VST_CONSULT_SECTIONS, VST_FOLLOWUP_SECTIONS } from '@scout/domain/vst/sections';
import { vstConsults, vstFollowups } from '../../db/schema/index.ts';
import { strokeExportRepo } from '../stroke/export.repo.ts';
import type { StrokeExportDeclaration, StrokeExportRecord } from '../stroke/export.ts';
import { consultIdsFound, type VstConsultRow, type VstFollowupRow, vstFollowupInScope } from './repo.ts';

/**
 * The VST CSV reports (spec 3 §2.12, §3.8, §7.1 /vstdataexport; issue 14 item 4) declared on the
 * stroke CSV report (modules/stroke/export.ts): category Consult or Followup, the consult or
 * follow-up form's sections with their declared fields (vst/field-labels.ts, the forms' and PDF's
 * one definition), the VST dashboard's filters (`searchQuery`), VST_{category}_Report.csv, 204
 * when empty, audited `vst.<consult|followup>.export` with the filter and row count.
 */

export type VstExportCategory = (typeof VST_REPORT_CATEGORIES)[number];
type Fields = Record<string, readonly FieldDeclaration[]>;

const FIELD_SECTIONS = {
  Consult: reportFieldSectionsOf(VST_CONSULT_SECTIONS, VST_CONSULT_FIELDS as unknown as Fields),
  Followup: reportFieldSectionsOf(VST_FOLLOWUP_SECTIONS, VST_FOLLOWUP_FIELDS as unknown as Fields),
};

const exportRepo = strokeExportRepo({
  consults: vstConsults,
  followups: vstFollowups,
  followupConsultId: vstFollowups.vstConsultId,
  followupInScope: vstFollowupInScope,
  foundIds: consultIdsFound,
});

/** The status as the dashboard words it (§4.1: open until closed). */
const statusOf = (r: VstConsultRow | VstFollowupRow) =>
  vstRecordStatus({ isActive: r.isActive, closedOn: r.closedOn?.toISOString() ?? null }) === 'OPEN'
    ? 'Open'
    : 'Closed';

type Row = { record: VstConsultRow | VstFollowupRow; patient: StrokeExportRecord['patient'] };

function exportRecord({ record, patient }: Row, studyId: string, consultId: number): StrokeExportRecord {
  return {
    studyId,
    consultStudyId: vstStudyId('Consult', consultId),
    callDateTime: record.callDateTime,
    callTakerId: record.callTakerId,
    status: statusOf(record),
    closedOn: record.closedOn,
    patient,
    sections: record as unknown as StrokeExportRecord['sections'],
  };
}

export const vstExport: StrokeExportDeclaration<VstExportCategory> = {
  app: 'vst',
  serviceName: 'VST',
  isFollowup: (category) => category === 'Followup',
  fieldSections: (category) => FIELD_SECTIONS[category],
  count: (ctx, filter, category) =>
    category === 'Consult'
      ? exportRepo.countConsults(ctx.db, filter)
      : exportRepo.countFollowups(ctx.db, filter),
  async *batches(ctx, filter, category) {
    if (category === 'Consult') {
      for await (const batch of exportRepo.consultBatches(ctx.db, filter))
        yield batch.map((r) => exportRecord(r, vstStudyId('Consult', r.record.id), r.record.id));
      return;
    }
    for await (const batch of exportRepo.followupBatches(ctx.db, filter))
      yield batch.map((r) => exportRecord(r, vstStudyId('Followup', r.record.id), r.record.vstConsultId));
  },
};
