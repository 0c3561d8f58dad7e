import type { Db } from '../create-db';
import { websites } from '../schema/websites';
import type { WebsiteScope } from '../tenant-scope';

/** Every website deleted and one added afresh for its owner (Ann's by default): its scope. */
export async function onlyWebsite(
  db: Db,
  { ownerId = 'ann', name = 'Ann', url = 'https://ann.test/' } = {},
): Promise<WebsiteScope> {
  await db.delete(websites);
  const [website] = await db.insert(websites).values({ ownerId, name, url }).returning();
  return { ownerId, websiteId: website!.id };
}
