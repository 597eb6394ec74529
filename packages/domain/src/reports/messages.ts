import { STROKE_MESSAGES } from '../stroke/messages.ts';

/**
 * Report and export messages (spec 3 §2.12, §5.10, §8.1). Texts SCOUT had to write itself are
 * grouped at the end and marked.
 */
export const REPORT_MESSAGES = {
  required: STROKE_MESSAGES.required,
  fromAfterTo: STROKE_MESSAGES.fromAfterTo,
  invalidDate: STROKE_MESSAGES.invalidDate,

  // §8.1: the answer to a 204
  noRecords: 'No records found for this report',

  // Not in the spec (chosen for SCOUT)
  noColumnChosen: 'Choose at least one column to export',
  unknownColumn: (id: string) => `Unknown column: ${id}`,
  exportInProgress: 'Preparing your export...',
} as const;
