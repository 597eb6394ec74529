/**
 * Server answers of the reperfusion register the spec does not word (SCOUT's texts, as
 * modules/stroke/messages.ts); the spec's own texts are domain reperfusion/messages.ts'.
 */
export const REPERFUSION_SERVER_MESSAGES = {
  /** The triage time's confirmer (GET /users) is not a known user. */
  unknownConfirmer: 'Choose a user from the list',
} as const;
