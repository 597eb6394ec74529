import type { ApiClient } from './api-client.ts';

const LOG_INFORMATION = '/api/ccmp/logging/loginformation';
const LOG_ERROR = '/api/ccmp/logging/logerror';
const MAX_MESSAGE = 4000;
const MAX_ERROR = 20000;

/** Logging never throws and is skipped when no user is signed in (spec 1 §7). */
async function send(api: ApiClient, path: string, body: Record<string, string>): Promise<void> {
  try {
    if (!(await api.isSignedIn())) return;
    await api.post(path, body);
  } catch {
    // A failed log call must not break the page that made it.
  }
}

export function logInformation(api: ApiClient, message: string): Promise<void> {
  return send(api, LOG_INFORMATION, { message: message.slice(0, MAX_MESSAGE) });
}

export function describeError(error: unknown): string {
  if (error instanceof Error)
    return `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

export function logError(api: ApiClient, message: string, error: unknown): Promise<void> {
  return send(api, LOG_ERROR, {
    message: message.slice(0, MAX_MESSAGE),
    errorMessage: describeError(error).slice(0, MAX_ERROR),
  });
}
