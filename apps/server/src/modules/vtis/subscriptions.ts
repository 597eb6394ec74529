import { subscribe } from '../cases/case-events.ts';
import { vstConsultClosed } from '../stroke/events.ts';
import { referToVtis } from './referral.service.ts';

/**
 * VTIS's reactions to VST (modules/stroke/events.ts), subscribed at start-up (app.ts): a VST
 * consult's close refers the patient to VTIS when the domain rule says so (referral.service.ts),
 * in the close's transaction, and answers the new VTIS consult's id or null.
 */
export function subscribeVtisToVst(): void {
  subscribe(vstConsultClosed, 'vtis.referral', (ctx, tx, { consult, closedOn }) =>
    referToVtis(ctx, tx, consult, closedOn),
  );
}
