import { createHash } from 'node:crypto';
import type { DBAdapter, DBTransactionAdapter, Where } from 'better-auth/types';

type AdapterFactory = (options: never) => DBAdapter;

/**
 * What `sessions.token` holds for a session token: its SHA-256, in hex (PostgreSQL's
 * `encode(sha256(...), 'hex')` gives the same). Session tokens are 32 random characters, so a
 * fast hash is enough: there is nothing to guess, and a lookup costs one hash.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function hashWhere(where: Where[] | undefined): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== 'token') {
      return clause;
    }
    const { value } = clause;
    if (Array.isArray(value)) {
      return { ...clause, value: value.map((one) => hashSessionToken(String(one))) } as Where;
    }
    return typeof value === 'string' ? { ...clause, value: hashSessionToken(value) } : clause;
  });
}

/** The raw token a lookup asked for, to hand back in its place: the caller holds it anyway. */
function rawTokenOf(where: Where[] | undefined): string | null {
  const clause = where?.find((one) => one.field === 'token' && typeof one.value === 'string');
  return clause ? (clause.value as string) : null;
}

function withToken<T>(row: T, token: string | null): T {
  if (!row || token === null || typeof row !== 'object' || !('token' in row)) {
    return row;
  }
  return { ...row, token };
}

type Row = Record<string, unknown>;

function hashingMethods(inner: DBTransactionAdapter): DBTransactionAdapter {
  const isSession = (model: string) => model === 'session';
  const methods: Pick<
    DBTransactionAdapter,
    'create' | 'findOne' | 'findMany' | 'count' | 'update' | 'updateMany' | 'delete' | 'deleteMany'
  > = {
    create: async <T extends Record<string, unknown>, R = T>(
      input: Parameters<DBTransactionAdapter['create']>[0],
    ) => {
      const data = input.data as Row;
      if (!isSession(input.model) || typeof data.token !== 'string') {
        return inner.create<T, R>(input as never);
      }
      const row = await inner.create<Row, Row>({
        ...input,
        data: { ...data, token: hashSessionToken(data.token) },
      });
      return withToken(row, data.token) as R;
    },
    findOne: async <T>(input: Parameters<DBTransactionAdapter['findOne']>[0]) => {
      if (!isSession(input.model)) {
        return inner.findOne<T>(input);
      }
      const row = await inner.findOne<T>({ ...input, where: hashWhere(input.where)! });
      return withToken(row, rawTokenOf(input.where));
    },
    findMany: <T>(input: Parameters<DBTransactionAdapter['findMany']>[0]) =>
      inner.findMany<T>(
        isSession(input.model) ? { ...input, where: hashWhere(input.where) } : input,
      ),
    count: (input) =>
      inner.count(isSession(input.model) ? { ...input, where: hashWhere(input.where) } : input),
    update: async <T>(input: Parameters<DBTransactionAdapter['update']>[0]) => {
      if (!isSession(input.model)) {
        return inner.update<T>(input);
      }
      const update = input.update as Row;
      const token = typeof update.token === 'string' ? update.token : null;
      const row = await inner.update<T>({
        ...input,
        where: hashWhere(input.where)!,
        update: token === null ? update : { ...update, token: hashSessionToken(token) },
      });
      return withToken(row, token ?? rawTokenOf(input.where));
    },
    updateMany: (input) =>
      inner.updateMany(
        isSession(input.model) ? { ...input, where: hashWhere(input.where)! } : input,
      ),
    delete: <T>(input: Parameters<DBTransactionAdapter['delete']>[0]) =>
      inner.delete<T>(
        isSession(input.model) ? { ...input, where: hashWhere(input.where)! } : input,
      ),
    deleteMany: (input) =>
      inner.deleteMany(
        isSession(input.model) ? { ...input, where: hashWhere(input.where)! } : input,
      ),
  };
  return { ...inner, ...methods };
}

function hashingAdapter(inner: DBAdapter): DBAdapter {
  return {
    ...inner,
    ...hashingMethods(inner),
    transaction: (callback) => inner.transaction((trx) => callback(hashingMethods(trx))),
  };
}

/**
 * better-auth's database adapter with session tokens stored hashed (issue 54, item 8): a
 * session is created, found, updated and deleted by its token as before, but the column holds
 * the token's hash, so a database dump gives no bearer token, and a stored value presented as
 * a token is hashed again and matches nothing. Sessions listed by user carry the hash, never
 * the token.
 */
export function withHashedSessionTokens<F extends AdapterFactory>(factory: F): F {
  return ((options: never) => hashingAdapter(factory(options))) as F;
}
