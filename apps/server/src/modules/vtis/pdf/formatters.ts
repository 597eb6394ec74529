import { formatDateTime } from '@scout/domain/cases/dates';
import { asclLanguageName, saccCountryName } from '@scout/domain/vtis/country-language';
import type { PdfFormatters } from '../../stroke/pdf/field-rows.ts';

/**
 * How the VTIS PDFs print the field kinds only VTIS has (domain vtis/field-labels.ts,
 * hospital-documentation-labels.ts): SACC country and ASCL language codes by their names, timed
 * readings as "DD/MM/YYYY HH:mm 37.8 °C", one per line.
 */
export const VTIS_PDF_FORMATTERS: PdfFormatters = {
  country: (value) => saccCountryName(value) ?? String(value),
  language: (value) => asclLanguageName(value) ?? String(value),
  readings: (value, field, names) => {
    const unit = (field as { unit?: string }).unit;
    return (value as Array<{ recordedAt: string; value: number }>)
      .map((r) => `${formatDateTime(r.recordedAt, names.timeZone)} ${r.value}${unit ? ` ${unit}` : ''}`)
      .join('\n');
  },
};
