import { subscribe } from '../cases/case-events.ts';
import { vstConsultSaved } from '../stroke/events.ts';
import { syncReperfusionCase } from './register-sync.ts';

/**
 * The reperfusion register's reactions to VST (modules/stroke/events.ts), subscribed at start-up
 * (app.ts): every VST consult save keeps the register in step with the consult's Recommended
 * Management (register-sync.ts), in the save's transaction.
 */
export function subscribeReperfusionToVst(): void {
  subscribe(vstConsultSaved, 'reperfusion.register-sync', (_ctx, tx, consult) =>
    syncReperfusionCase(tx, consult),
  );
}
