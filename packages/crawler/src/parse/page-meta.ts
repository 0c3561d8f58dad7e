import { normalizeUrl } from '../url/normalize-url';
import { collapseWhitespace } from './parse-document';

export type PageMeta = {
  title: string;
  metaDescription: string;
  canonical: string | null;
  noindex: boolean;
  nofollow: boolean;
  lang: string | null;
};

function metaContent(document: Document, names: string[]): string | null {
  for (const meta of document.querySelectorAll('meta')) {
    const name = (meta.getAttribute('name') ?? meta.getAttribute('property') ?? '')
      .trim()
      .toLowerCase();
    if (names.includes(name)) {
      return meta.getAttribute('content') ?? '';
    }
  }
  return null;
}

function robotsDirectives(document: Document, xRobotsTag: string | undefined): Set<string> {
  const directives = new Set<string>();
  function add(value: string): void {
    for (const token of value.split(',')) {
      directives.add(token.trim().toLowerCase());
    }
  }
  for (const meta of document.querySelectorAll('meta')) {
    const name = (meta.getAttribute('name') ?? '').trim().toLowerCase();
    if (name === 'robots' || name === 'linkloombot') {
      add(meta.getAttribute('content') ?? '');
    }
  }
  // X-Robots-Tag may address one crawler: `googlebot: noindex` is not for us.
  for (const part of (xRobotsTag ?? '').split(/,(?=\s*[a-z-]+\s*:)/i)) {
    const agent = /^\s*([a-z-]+)\s*:\s*(.*)$/i.exec(part);
    if (agent === null) {
      add(part);
    } else if (agent[1]?.toLowerCase() === 'linkloombot' && agent[2] !== undefined) {
      add(agent[2]);
    }
  }
  if (directives.has('none')) {
    directives.add('noindex');
    directives.add('nofollow');
  }
  return directives;
}

function canonicalOf(document: Document, baseUrl: string): string | null {
  for (const link of document.querySelectorAll('link[rel][href]')) {
    const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('canonical')) {
      return normalizeUrl(link.getAttribute('href') ?? '', baseUrl);
    }
  }
  return null;
}

/** Title, description, canonical, robots directives and language of a document. */
export function extractPageMeta(
  document: Document,
  { baseUrl, xRobotsTag }: { baseUrl: string; xRobotsTag?: string },
): PageMeta {
  const title =
    collapseWhitespace(document.querySelector('title')?.textContent ?? '') ||
    collapseWhitespace(metaContent(document, ['og:title']) ?? '') ||
    collapseWhitespace(document.querySelector('h1')?.textContent ?? '');
  const directives = robotsDirectives(document, xRobotsTag);
  const lang = document.documentElement.getAttribute('lang')?.trim() ?? '';
  return {
    title,
    metaDescription: collapseWhitespace(
      metaContent(document, ['description']) ?? metaContent(document, ['og:description']) ?? '',
    ),
    canonical: canonicalOf(document, baseUrl),
    noindex: directives.has('noindex'),
    nofollow: directives.has('nofollow'),
    lang: lang === '' ? null : lang,
  };
}

/** The URL relative links resolve against: `<base href>` when valid, else the final URL. */
export function baseUrlOf(document: Document, finalUrl: string): string {
  const href = document.querySelector('base[href]')?.getAttribute('href');
  if (href) {
    try {
      const base = new URL(href, finalUrl);
      if (base.protocol === 'http:' || base.protocol === 'https:') {
        return base.href;
      }
    } catch {
      // An unusable <base> is ignored, as browsers do.
    }
  }
  return finalUrl;
}
