import { eq } from 'drizzle-orm';
import type { Db } from '../create-db';
import { accounts } from '../schema/accounts';
import { users } from '../schema/users';

/** The signed-in user's own record. */
export async function findUser(db: Db, { userId }: { userId: string }) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

/** The providers the user signs in with ('credential' for a password, 'google', …). */
export async function findAccountProviders(
  db: Db,
  { userId }: { userId: string },
): Promise<string[]> {
  const rows = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return rows.map((row) => row.providerId);
}

type ProfileUpdate = { userId: string; name?: string; image?: string | null };

/** Updates the user's display name and photo; returns the updated user. */
export async function updateUserProfile(db: Db, { userId, name, image }: ProfileUpdate) {
  const [user] = await db
    .update(users)
    .set({
      ...(name === undefined ? {} : { name }),
      ...(image === undefined ? {} : { image }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return user ?? null;
}
