import { WordpressError } from './wordpress-api';
import type { WordpressApi } from './wordpress-api';

type PostRef = { id: number; type: 'posts' | 'pages' };

/** Another user holding the post open in WordPress's editor (its `_edit_lock`). */
export type EditLock = { user: string; since: string };

/** The post as WordPress has it now: raw content, when it last changed, who has it open. */
export type PostSnapshot = { raw: string; modified: string | null; lock: EditLock | null };

type RestSnapshot = {
  content?: { raw?: string };
  modified_gmt?: string;
  /** Only there with Linkloom's companion plugin (docs/wordpress.md): WordPress's REST API hides `_edit_lock`. */
  linkloom_edit_lock?: EditLock | null;
};

/** The REST fields a snapshot needs; WordPress ignores a field it does not know. */
export const SNAPSHOT_FIELDS = 'content,modified_gmt,linkloom_edit_lock';

export function toSnapshot(post: RestSnapshot): PostSnapshot {
  return {
    raw: post.content?.raw ?? '',
    modified: post.modified_gmt ?? null,
    lock: post.linkloom_edit_lock ?? null,
  };
}

/** Reads the post's raw content, its last change and its editor lock. */
export async function readSnapshot(api: WordpressApi, post: PostRef): Promise<PostSnapshot> {
  return toSnapshot(
    await api.get<RestSnapshot>(
      `wp/v2/${post.type}/${post.id}?context=edit&_fields=${SNAPSHOT_FIELDS}`,
    ),
  );
}

/** What a guarded write ended as. `after` is the post read back once the write was saved. */
export type GuardedWrite<R> =
  | { kind: 'written'; result: R; after: PostSnapshot }
  | { kind: 'unchanged'; result: R; snapshot: PostSnapshot }
  | { kind: 'locked'; lock: EditLock }
  | { kind: 'kept_changing'; tries: number };

/** How many times a post that changed under Linkloom is read again and the edit re-applied. */
const TRIES = 4;

/**
 * Writes `edit(raw)` into the post without losing anyone else's change. WordPress's REST API
 * has no conditional update, so right before each write the post is read again: when it
 * changed since the content the edit was computed from (an author saved), the edit is
 * computed again on the new content. A post another user holds open in the editor is never
 * written (their next save would drop the change). After the write the post is read back,
 * so the caller can judge from what is really there.
 */
export async function guardedWrite<R>(
  api: WordpressApi,
  post: PostRef,
  first: PostSnapshot,
  edit: (raw: string) => { content: string | null; result: R },
): Promise<GuardedWrite<R>> {
  let snapshot = first;
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    if (snapshot.lock) {
      return { kind: 'locked', lock: snapshot.lock };
    }
    const { content, result } = edit(snapshot.raw);
    if (content === null || content === snapshot.raw) {
      return { kind: 'unchanged', result, snapshot };
    }
    const current = await readSnapshot(api, post);
    if (current.raw !== snapshot.raw || current.modified !== snapshot.modified || current.lock) {
      snapshot = current;
      continue;
    }
    await api.post(`wp/v2/${post.type}/${post.id}`, { content });
    return { kind: 'written', result, after: await readSnapshot(api, post) };
  }
  return { kind: 'kept_changing', tries: TRIES };
}

/** Says who holds the post open, and that Linkloom wrote nothing because of it. */
export function lockedMessage(lock: EditLock, what: string): string {
  const since = Number.isNaN(Date.parse(lock.since))
    ? ''
    : ` (since ${new Date(lock.since).toISOString().slice(11, 16)} UTC)`;
  return `${lock.user || 'Another user'} has this post open in the WordPress editor${since}, so Linkloom ${what}: their next save would undo it. Try again once they have closed the post.`;
}

export function keptChangingMessage(tries: number, what: string): string {
  return `The post was saved in WordPress ${tries} times while Linkloom was writing, so Linkloom ${what} rather than overwrite someone's edit. Try again in a minute.`;
}

/** A post deleted between the read and the write answers 404. */
export function isGone(error: unknown): boolean {
  return error instanceof WordpressError && error.status === 404;
}
