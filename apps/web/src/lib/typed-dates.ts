const DISPLAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const SERVER = /^(\d{4})-(\d{2})-(\d{2})$/;

// The typed-date conversions of components/date-text-input.tsx (the antd date box of the forms),
// in a module of their own: a dashboard's date filters use them without loading Ant Design
// (issue 15 item 5, the area budgets).

/** DD/MM/YYYY (or D/M/YYYY) typed -> YYYY-MM-DD; anything else is returned as typed. */
export function displayToServerDate(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const m = DISPLAY.exec(trimmed);
  if (!m) return trimmed;
  return `${m[3]}-${m[2]?.padStart(2, '0')}-${m[1]?.padStart(2, '0')}`;
}

/** YYYY-MM-DD -> DD/MM/YYYY; anything else is shown as it is. */
export function serverToDisplayDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = SERVER.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}
