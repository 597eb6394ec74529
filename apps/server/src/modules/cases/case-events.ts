import type { Tx } from '../../db/client.ts';
import type { CaseContext } from './case-context.ts';

/**
 * Events inside a write's transaction: how one part of SCOUT reacts to another's write without
 * importing it (docs/architecture.md "Areas talk through the framework"). The announcer names an
 * event it defines with `caseEvent`; any other part subscribes at start-up (app.ts composes the
 * subscriptions); `announce` runs every subscriber in the announcer's transaction, in the order
 * they subscribed, and answers what each answered. A subscriber that throws rolls the whole write
 * back: the announcer's change and every reaction commit together or not at all.
 *
 * An event is a value, not a string, so its payload and answer are typed where it is defined and
 * a misspelt subscription is a type error. Subscribing twice under the same subscriber name
 * replaces the handler (several apps built in one test process register the same subscribers).
 */
export interface CaseEvent<Payload, Answer = void> {
  readonly name: string;
  /** Types only: never read at run time. */
  readonly __types?: (payload: Payload) => Answer;
}

export type CaseEventHandler<Payload, Answer> = (
  ctx: CaseContext,
  tx: Tx,
  payload: Payload,
) => Promise<Answer> | Answer;

type AnyHandler = CaseEventHandler<unknown, unknown>;

const subscriptions = new Map<CaseEvent<unknown, unknown>, Map<string, AnyHandler>>();

/** Defines an event; `name` says what happened ('vst.consult.closed') and appears in errors. */
export function caseEvent<Payload, Answer = void>(name: string): CaseEvent<Payload, Answer> {
  return { name };
}

/** Subscribes `handler` to `event` as `subscriber` (replacing that subscriber's earlier handler). */
export function subscribe<Payload, Answer>(
  event: CaseEvent<Payload, Answer>,
  subscriber: string,
  handler: CaseEventHandler<Payload, Answer>,
): void {
  const key = event as CaseEvent<unknown, unknown>;
  let handlers = subscriptions.get(key);
  if (!handlers) {
    handlers = new Map();
    subscriptions.set(key, handlers);
  }
  handlers.set(subscriber, handler as AnyHandler);
}

/** Runs every subscriber of `event` in `tx`, in subscription order, and answers their answers. */
export async function announce<Payload, Answer>(
  event: CaseEvent<Payload, Answer>,
  ctx: CaseContext,
  tx: Tx,
  payload: Payload,
): Promise<Answer[]> {
  const handlers = subscriptions.get(event as CaseEvent<unknown, unknown>);
  const answers: Answer[] = [];
  for (const handler of handlers?.values() ?? []) answers.push((await handler(ctx, tx, payload)) as Answer);
  return answers;
}
