import type { ContentBlock, PageLink, PageText } from '../page-text';

type PageInput = {
  url: string;
  title: string;
  paragraphs?: string[];
  links?: Array<Pick<PageLink, 'href' | 'placement'> & { anchorText?: string }>;
  blockLinks?: Array<{ paragraph: number; text: string; href: string }>;
  code?: Array<{ paragraph: number; text: string }>;
  overrides?: Partial<PageText>;
};

/** A crawled page for tests, built from plain paragraphs. */
export function page({
  url,
  title,
  paragraphs = [],
  links = [],
  blockLinks = [],
  code = [],
  overrides = {},
}: PageInput): PageText {
  const blocks: ContentBlock[] = paragraphs.map((text) => ({
    kind: 'paragraph',
    text,
    links: [],
    code: [],
    section: 0,
  }));
  for (const link of blockLinks) {
    const block = blocks[link.paragraph]!;
    const start = block.text.indexOf(link.text);
    block.links.push({ start, end: start + link.text.length, href: link.href });
  }
  for (const span of code) {
    const block = blocks[span.paragraph]!;
    const start = block.text.indexOf(span.text);
    block.code.push({ start, end: start + span.text.length });
  }
  return {
    url,
    finalUrl: url,
    status: 200,
    title,
    metaDescription: '',
    canonical: null,
    noindex: false,
    nofollow: false,
    lang: 'en',
    headings: [{ level: 1, text: title }],
    blocks,
    links: [
      ...links.map((link) => ({
        href: link.href,
        anchorText: link.anchorText ?? '',
        rel: [],
        placement: link.placement,
      })),
      ...blockLinks.map((link) => ({
        href: link.href,
        anchorText: link.text,
        rel: [],
        placement: 'main' as const,
      })),
    ],
    wordCount: paragraphs.join(' ').split(/\s+/).length,
    ...overrides,
  };
}
