import { SNAPSHOT_FIELDS, toSnapshot } from './guarded-write';
import type { PostSnapshot } from './guarded-write';
import { sameUrl } from './locate-anchor';
import { WordpressError } from './wordpress-api';
import type { WordpressApi } from './wordpress-api';

export type WordpressPost = {
  id: number;
  type: 'posts' | 'pages';
  link: string;
  raw: string;
  snapshot: PostSnapshot;
};
type RestPost = Parameters<typeof toSnapshot>[0] & { id: number; link: string };
const FIELDS = `id,link,${SNAPSHOT_FIELDS}`;

function toPost(post: RestPost, type: 'posts' | 'pages'): WordpressPost {
  const snapshot = toSnapshot(post);
  return { id: post.id, type, link: post.link, raw: snapshot.raw, snapshot };
}

/** The last path segment of a permalink: the post's slug. */
function slugOf(url: string): string | null {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  return last ? decodeURIComponent(last) : null;
}

/** A plain permalink (`/?p=12`, `/?page_id=7`) names its post by id. */
async function findById(api: WordpressApi, url: string): Promise<WordpressPost | null> {
  const query = new URL(url).searchParams;
  const [type, id] = query.has('page_id')
    ? ['pages' as const, query.get('page_id')]
    : ['posts' as const, query.get('p')];
  if (!id || !/^\d+$/.test(id)) {
    return null;
  }
  try {
    const post = await api.get<RestPost>(`wp/v2/${type}/${id}?context=edit&_fields=${FIELDS}`);
    return toPost(post, type);
  } catch (error) {
    if (error instanceof WordpressError && error.status === 404) {
      return null;
    }
    throw error;
  }
}

/**
 * A post renamed since the crawl: WordPress answers its old address with a redirect to the new
 * one (it remembers old slugs), and a theme's page names the post by id in its shortlink.
 */
async function findMoved(api: WordpressApi, url: string): Promise<WordpressPost | null> {
  const page = await api.page(url).catch(() => null);
  if (!page || page.status !== 200) {
    return null;
  }
  const shortlink = /<link[^>]*rel=["']shortlink["'][^>]*href=["']([^"']+)["']/i.exec(page.text);
  const byShortlink = shortlink
    ? await findById(api, shortlink[1]!.replaceAll('&#038;', '&'))
    : null;
  if (byShortlink) {
    return byShortlink;
  }
  return page.finalUrl !== url ? findBySlug(api, page.finalUrl) : null;
}

/** The post or page whose permalink is `url` (or was, before a rename), with its raw content; null when there is none. */
export async function findPost(api: WordpressApi, url: string): Promise<WordpressPost | null> {
  return (await findById(api, url)) ?? (await findBySlug(api, url)) ?? findMoved(api, url);
}

async function findBySlug(api: WordpressApi, url: string): Promise<WordpressPost | null> {
  const slug = slugOf(url);
  if (slug === null) {
    return null;
  }
  for (const type of ['posts', 'pages'] as const) {
    const found = await api.get<RestPost[]>(
      `wp/v2/${type}?slug=${encodeURIComponent(slug)}&context=edit&_fields=${FIELDS}&per_page=20`,
    );
    const post = found.find((candidate) => sameUrl(candidate.link, url, url));
    if (post) {
      return toPost(post, type);
    }
  }
  return null;
}
