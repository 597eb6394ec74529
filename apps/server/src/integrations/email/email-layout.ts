/** Plain text and simple HTML around every SCOUT e-mail; values are escaped here, once. */

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** DD/MM/YYYY HH:mm in the service's time zone (spec 1 §9). */
export function formatDateTime(value: Date | string, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** A paragraph of the e-mail: text, or a link shown as a button in HTML and as a URL in text. */
export type Block = { text: string } | { link: string; label: string } | { facts: [string, string][] };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const FOOTER = 'This message was sent by SCOUT. Please do not reply to this e-mail.';

function blockText(block: Block): string {
  if ('text' in block) return block.text;
  if ('link' in block) return `${block.label}: ${block.link}`;
  return block.facts.map(([k, v]) => `${k}: ${v}`).join('\n');
}

function blockHtml(block: Block): string {
  if ('text' in block) return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text)}</p>`;
  if ('link' in block) {
    return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:10px 18px;background:#1677ff;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#555">${escapeHtml(block.link)}</p>`;
  }
  const rows = block.facts
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;font-weight:600">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
}

export function renderEmail(subject: string, greeting: string, blocks: Block[]): RenderedEmail {
  const text = [greeting, ...blocks.map(blockText), '--', FOOTER].join('\n\n');
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f0f2f5;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
<div style="font-size:22px;font-weight:700;letter-spacing:.08em;color:#003a70;margin:0 0 16px">SCOUT</div>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${blocks.map(blockHtml).join('\n')}
<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(FOOTER)}</p>
</div></body></html>`;
  return { subject, text, html };
}
