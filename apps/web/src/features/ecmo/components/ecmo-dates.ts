import dayjs from 'dayjs';
import { getServiceTimeZone } from '../../../lib/dates.ts';

/** Today (YYYY-MM-DD) in the service time zone, for days on ECMO and ages. */
export function serviceToday(): string {
  return dayjs().tz(getServiceTimeZone()).format('YYYY-MM-DD');
}

/** "Now" for the domain schemas' past-date rules. */
export const webNow = () => new Date();
