import { optionLabel } from '@scout/domain/cases/option';
import { BLOOD_GAS_VALUE_FIELDS } from '@scout/domain/ecmo/blood-gas.schema';
import { OBSERVATION_TYPES } from '@scout/domain/ecmo/clinical-options';
import { INVESTIGATION_FIELDS } from '@scout/domain/ecmo/investigation.schema';
import type { TableColumnsType } from 'antd';
import { TruncatedText } from '../../../../components/long-text.tsx';
import { formatDateTime } from '../../../../lib/dates.ts';

type Entry = Record<string, unknown>;
type Columns = TableColumnsType<Entry>;
const v = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));
const oxygen = (e: Entry) => (e.oxygenTherapy ?? {}) as Record<string, unknown>;

/**
 * Column titles are shown whole on one line (no 'Cre...'); the table scrolls inside its card when
 * the columns need more room than the screen has (issue 10.5).
 */
const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });
const whole = (columns: Columns): Columns =>
  columns.map((c) => ({ ...c, onHeaderCell: nowrap, onCell: nowrap }));

/** Columns of the committed histories (newest first). */
export const OBSERVATION_COLUMNS: Columns = whole([
  { title: 'Date/time', render: (_, e) => formatDateTime(e.observationDateAndTime as string) },
  {
    title: 'Type',
    render: (_, e) => optionLabel(OBSERVATION_TYPES, e.observationType as never) || '-',
  },
  { title: 'HR', render: (_, e) => v(e.hr) },
  { title: 'BP', render: (_, e) => `${v(e.sbp)}/${v(e.dbp)}` },
  { title: 'MAP', render: (_, e) => v(e.map) },
  { title: 'RR', render: (_, e) => v(e.respRate) },
  { title: 'SpO2', render: (_, e) => v(e.spo2) },
  { title: 'Temp', render: (_, e) => v(e.temperature) },
  { title: 'GCS', render: (_, e) => v(e.gcs) },
  { title: 'REMS', render: (_, e) => v(e.rems) },
  { title: 'O2 therapy', render: (_, e) => v(oxygen(e).oxygenTherapy) },
  { title: 'Flow', render: (_, e) => v(oxygen(e).flowRate) },
  { title: 'FiO2', render: (_, e) => v(oxygen(e).estimatedFio2) },
]);

export const BLOOD_GAS_COLUMNS: Columns = whole([
  { title: 'Date/time', render: (_, e) => formatDateTime(e.bloodGasDateAndTime as string) },
  { title: 'Type', render: (_, e) => v(e.bloodGasType) },
  ...BLOOD_GAS_VALUE_FIELDS.map((f) => ({
    title: f.toUpperCase(),
    render: (_: unknown, e: Entry) => v(e[f]),
  })),
]);

export const INVESTIGATION_COLUMNS: Columns = whole([
  { title: 'Date/time', render: (_, e) => formatDateTime(e.investigationDateAndTime as string) },
  ...INVESTIGATION_FIELDS.map((f) => ({ title: f.label, render: (_: unknown, e: Entry) => v(e[f.key]) })),
  {
    title: 'ECG/imaging',
    render: (_, e) => (
      <span style={{ display: 'inline-block', maxWidth: 240 }}>
        <TruncatedText text={v(e.ecgImagingNote)} />
      </span>
    ),
  },
]);
