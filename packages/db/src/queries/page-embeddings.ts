import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../create-db';
import { pageEmbeddings } from '../schema/page-embeddings';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

/** For the worker: the owner's website's stored embeddings of these content hashes, by hash. */
export async function findPageEmbeddings(
  db: Db,
  { model, contentHashes, ...scope }: WebsiteScope & { model: string; contentHashes: string[] },
): Promise<Map<string, number[]>> {
  if (contentHashes.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ contentHash: pageEmbeddings.contentHash, vector: pageEmbeddings.vector })
    .from(pageEmbeddings)
    .where(
      and(
        inWebsite(pageEmbeddings.websiteId, scope),
        eq(pageEmbeddings.model, model),
        inArray(pageEmbeddings.contentHash, contentHashes),
      ),
    );
  return new Map(rows.map((row) => [row.contentHash, row.vector]));
}

export async function savePageEmbeddings(
  db: Db,
  {
    model,
    vectors,
    ...scope
  }: WebsiteScope & { model: string; vectors: Array<{ contentHash: string; vector: number[] }> },
): Promise<void> {
  if (vectors.length === 0) {
    return;
  }
  await assertOwnsWebsite(db, scope);
  const { websiteId } = scope;
  await db
    .insert(pageEmbeddings)
    .values(vectors.map(({ contentHash, vector }) => ({ websiteId, model, contentHash, vector })))
    .onConflictDoNothing();
}
