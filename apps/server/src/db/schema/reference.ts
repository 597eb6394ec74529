import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tsz } from './columns.ts';

/**
 * Which edition of each bundled reference list (SACC countries, later ASCL languages) the
 * database holds. The loader compares `checksum` with the list shipped in the code and upserts
 * the rows only when they differ, so every start is cheap and a corrected list is picked up.
 */
export const referenceData = pgTable('reference_data', {
  name: text('name').primaryKey(),
  /** The publication the rows come from, e.g. 'SACC 2016 (ABS cat. no. 1269.0)'. */
  version: text('version').notNull(),
  /** sha256 of the rows as shipped, so a corrected transcription under the same edition reloads. */
  checksum: text('checksum').notNull(),
  rowCount: integer('row_count').notNull(),
  loadedAt: tsz('loaded_at').notNull().defaultNow(),
});
