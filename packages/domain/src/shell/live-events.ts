/**
 * The live-updates stream (issue 15 item 1, GET /api/events): what a change notice carries, and how
 * a server-sent events text is read, shared by the server (its tests and benchmark) and the web.
 */

/** Which record of which case module changed, and who changed it (no patient data). */
export interface ChangeNotice {
  /** The case module ('ecmo', 'telehealth', 'vst', 'vst-followup', 'vtis', ...). */
  module: string;
  /** The clinical app whose dashboards show it. */
  app: string;
  id: number;
  /** The display name of the user whose change it was (null: a system job or unknown). */
  by: string | null;
  byUserId: number | null;
}

/** One parsed server-sent event. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Splits a buffer into its complete events (blank-line separated) and the partial rest. Comment
 * lines (heartbeats) and `retry:` are skipped; an event without data is dropped.
 */
export function parseSse(buffer: string): { messages: SseMessage[]; rest: string } {
  const messages: SseMessage[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) messages.push({ event, data: data.join('\n') });
  }
  return { messages, rest };
}
