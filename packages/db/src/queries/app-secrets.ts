import { eq } from 'drizzle-orm';
import type { Db } from '../create-db';
import { appSecrets } from '../schema/app-secrets';

/**
 * Returns the secret stored under `name`, storing `candidate` first if there is none.
 * Processes booting together all end up with the first one written.
 */
export async function findOrCreateSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) {
    throw new Error(`app secret ${name} vanished`);
  }
  return row.value;
}
