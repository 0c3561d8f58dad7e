import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/** `rows` as one jsonb parameter, read as a table named `batch` with these typed columns. */
export function batchOf(rows: object[], columns: string): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as batch(${sql.raw(columns)})`;
}
