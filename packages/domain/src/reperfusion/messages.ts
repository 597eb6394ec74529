import { STROKE_MESSAGES } from '../stroke/messages.ts';
import { REPERFUSION_LIMITS as L } from './limits.ts';

/**
 * Reperfusion case and patient-note messages, verbatim from spec 3 (§4.6, §5.10, §8.1); the texts
 * every stroke record shares (validation, conflicts, leave guard, section saved) are
 * STROKE_MESSAGES'. Texts SCOUT had to write itself are grouped at the end and marked.
 */
export const REPERFUSION_MESSAGES = {
  ...STROKE_MESSAGES,

  // Errors (§8.1)
  caseLoadFailed: 'Error getting VST Reperfusion Case',
  caseSaveFailed: 'Unable to save reperfusion case',
  caseRefetchFailed: 'Unable to refetch reperfusion case',
  notesLoadFailed: 'Error getting patient notes',
  noteSaveFailed: 'Error saving new note',
  providerLoadFailed: 'Error getting health care provider',

  // Validation (§5.10)
  noteContentRequired: 'New note must have content',

  // Help (§4.6), shown beside the director review's haemorrhage question
  haemorrhageHelp: `Haemorrhage is defined as deterioration of ${L.haemorrhageNihssDeterioration} or more NIHSS points within ${L.haemorrhageWithinHours} hours.`,

  // Not in the spec (chosen for SCOUT)
  /** §4.6 gives the rule (received after requested, before now) but no wording. */
  dischargeReceivedBeforeRequested: 'Discharge Summary Received must be after Discharge Summary Requested',
  caseNotFound: 'VST reperfusion case not found',
  /** §4.9: "Editing asks for confirmation on Cancel when edited". */
  noteCancelConfirm: 'Discard your changes to this note?',
  noteNotFound: 'Patient note not found',
  noNotes: 'No comments have been added.',
  metadataJsonInvalid: 'metadataJson must be a JSON object',
} as const;
