import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './create-db';
import { websites } from './schema/websites';

/** The signed-in user a query acts for: every row it reads or writes is theirs. */
export type OwnerScope = { ownerId: string };

/**
 * One of the owner's websites. Queries on a website's rows put both ids in their WHERE,
 * so another owner's website id matches nothing, whatever the caller checked before.
 */
export type WebsiteScope = { ownerId: string; websiteId: string };

function websiteIsOwned({ ownerId, websiteId }: WebsiteScope): SQL {
  return sql`exists (select 1 from ${websites} where ${websites.id} = ${websiteId} and ${websites.ownerId} = ${ownerId})`;
}

/** `column` names the scope's website, and that website is the owner's. */
export function inWebsite(column: AnyPgColumn, scope: WebsiteScope): SQL {
  return and(eq(column, scope.websiteId), websiteIsOwned(scope))!;
}

export class WebsiteNotOwnedError extends Error {
  constructor({ websiteId }: WebsiteScope) {
    super(`Website ${websiteId} is not the owner's: nothing was written.`);
    this.name = 'WebsiteNotOwnedError';
  }
}

/** Before an insert (which has no WHERE): throws unless the website is the owner's. */
export async function assertOwnsWebsite(db: Db, scope: WebsiteScope): Promise<void> {
  const [row] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.id, scope.websiteId), eq(websites.ownerId, scope.ownerId)));
  if (!row) {
    throw new WebsiteNotOwnedError(scope);
  }
}
