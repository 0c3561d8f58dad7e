import { sameUrl } from './locate-anchor';
import type { WordpressApi } from './wordpress-api';

export type WordpressPost = { id: number; type: 'posts' | 'pages'; link: string; raw: string };
type RestPost = { id: number; link: string; content: { raw?: string } };

/** The last path segment of a permalink: the post's slug. */
function slugOf(url: string): string | null {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  return last ? decodeURIComponent(last) : null;
}

/** The post or page whose permalink is `url`, with its raw content; null when there is none. */
export async function findPost(api: WordpressApi, url: string): Promise<WordpressPost | null> {
  const slug = slugOf(url);
  if (slug === null) {
    return null;
  }
  for (const type of ['posts', 'pages'] as const) {
    const found = await api.get<RestPost[]>(
      `wp/v2/${type}?slug=${encodeURIComponent(slug)}&context=edit&_fields=id,link,content&per_page=20`,
    );
    const post = found.find((candidate) => sameUrl(candidate.link, url, url));
    if (post) {
      return { id: post.id, type, link: post.link, raw: post.content.raw ?? '' };
    }
  }
  return null;
}
