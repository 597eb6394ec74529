import { TRANSFER_STATUSES } from '@scout/domain/cases/case-options';
import { z } from 'zod';

/**
 * Response schemas of the transfer calls as sent. The domain's transferResponseSchema parses
 * with transforms (blank text to null and so on), which zod cannot run backwards when the
 * server serialises; the stored request is already that schema's output, so these schemas state
 * the same shape without transforms. The web parses answers with the domain schema.
 */
const when = z.string().nullable();

export const referralInformationWire = z.object({
  status: z.enum(TRANSFER_STATUSES).nullable(),
  requestedBy: z.string().nullable(),
  whenSubmitted: when,
  whenRequested: when,
  whenAccepted: when,
  whenRejected: when,
  whenCompleted: when,
  actualDestinationHospital: z.string().nullable(),
  actualArrivalDateTime: when,
  arvisCaseId: z.string().nullable(),
});

export const transferResponseWire = z.object({
  hasRequested: z.boolean(),
  transferId: z.number().int().nullable(),
  /** The request as transferRequestSchema output it (referral, referralSite, initialObservations, plannedDestination). */
  request: z.record(z.string(), z.unknown()).nullable(),
  referralInformation: referralInformationWire.nullable(),
});

export const transferStatusWire = referralInformationWire.extend({
  id: z.number().int(),
  module: z.string(),
  caseId: z.number().int(),
});
