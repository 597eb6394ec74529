import { timestamp } from 'drizzle-orm/pg-core';

/** Millisecond precision so a lastModified value round-trips exactly through JSON. */
export const tsz = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

export const createdAt = () => tsz('created_at').notNull().defaultNow();
export const lastModified = () => tsz('last_modified').notNull().defaultNow();
