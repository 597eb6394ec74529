import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './admin.ts';
import { tsz } from './columns.ts';

/**
 * Never-lost drafts (issue 15 item 2, migration 0024): the unsaved values of one section form of
 * one record, per user. Only its author reads it; purged on save, on discard and after 7 days.
 */
export const sectionDrafts = pgTable(
  'section_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The case module ('ecmo', 'telehealth', 'vst', ...: the change feed's names). */
    module: text('module').notNull(),
    recordId: integer('record_id').notNull(),
    /** The web section's key ('referrer', 'clinicaldetails', ...). */
    section: text('section').notNull(),
    values: jsonb('draft_values').notNull(),
    savedAt: tsz('saved_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'section_drafts_pkey', columns: [t.userId, t.module, t.recordId, t.section] }),
    index('section_drafts_saved_at_idx').on(t.savedAt),
  ],
);
