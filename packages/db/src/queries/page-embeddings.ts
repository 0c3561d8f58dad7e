import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../create-db';
import { pageEmbeddings } from '../schema/page-embeddings';

/** System access for the worker: the stored embeddings of these content hashes, by hash. */
export async function findPageEmbeddings(
  db: Db,
  {
    websiteId,
    model,
    contentHashes,
  }: { websiteId: string; model: string; contentHashes: string[] },
): Promise<Map<string, number[]>> {
  if (contentHashes.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ contentHash: pageEmbeddings.contentHash, vector: pageEmbeddings.vector })
    .from(pageEmbeddings)
    .where(
      and(
        eq(pageEmbeddings.websiteId, websiteId),
        eq(pageEmbeddings.model, model),
        inArray(pageEmbeddings.contentHash, contentHashes),
      ),
    );
  return new Map(rows.map((row) => [row.contentHash, row.vector]));
}

export async function savePageEmbeddings(
  db: Db,
  {
    websiteId,
    model,
    vectors,
  }: {
    websiteId: string;
    model: string;
    vectors: Array<{ contentHash: string; vector: number[] }>;
  },
): Promise<void> {
  if (vectors.length === 0) {
    return;
  }
  await db
    .insert(pageEmbeddings)
    .values(vectors.map(({ contentHash, vector }) => ({ websiteId, model, contentHash, vector })))
    .onConflictDoNothing();
}
