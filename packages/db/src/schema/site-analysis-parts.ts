import { integer, json, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * A website's site analysis in parts (issue 30): each section of the figures (`pages`,
 * `clusters`, `brokenLinks`, `redirectChains`) cut in chunks of a few hundred entries, one row
 * a chunk, so that writing or reading 2.5 MB of figures never holds embedded PGlite's thread for
 * long, and a screen reads only the sections it shows. A new analysis writes its parts under the
 * next `generation` and then points its `site_analyses` row at it in one statement; readers join
 * the parts to that row, so they never see two analyses mixed. `json`, not `jsonb`: the figures
 * are stored and read whole, never queried inside, and `json` skips the conversion both ways.
 */
export const siteAnalysisParts = pgTable(
  'site_analysis_parts',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull(),
    section: text('section').notNull(),
    chunk: integer('chunk').notNull(),
    data: json('data').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.websiteId, table.generation, table.section, table.chunk] }),
  ],
);
