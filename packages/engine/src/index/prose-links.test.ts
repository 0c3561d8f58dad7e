import { describe, expect, it } from 'vitest';
import { page } from '../testing/page';
import { buildSiteIndex } from './site-index';

const site = 'https://docs.example';
const stableAbi = `${site}/stable-abi`;

/** A reference page with one sentence its author wrote and linked, and a template's notice under each entry. */
function reference(n: number) {
  const notice = 'Part of the Stable ABI.';
  return page({
    url: `${site}/api/${n}`,
    title: `Function ${n}`,
    paragraphs: [`Function ${n} copies a buffer; see the memory guide before you call it.`, notice],
    blockLinks: [
      { paragraph: 0, text: 'memory guide', href: `${site}/memory` },
      { paragraph: 1, text: 'Stable ABI', href: stableAbi },
    ],
  });
}

const pages = [
  page({ url: stableAbi, title: 'Stable ABI', paragraphs: ['What the stable ABI promises.'] }),
  page({ url: `${site}/memory`, title: 'Memory guide', paragraphs: ['How memory is managed.'] }),
  ...[1, 2, 3].map(reference),
  // Enough other pages that the notice is not on a tenth of the site (the site's boilerplate).
  ...Array.from({ length: 40 }, (_, n) =>
    page({ url: `${site}/guide/${n}`, title: `Guide ${n}`, paragraphs: [`Chapter ${n} of the guide.`] }),
  ),
];

describe('proseLinks', () => {
  it('leaves out a sentence that links the same page in the same words on several pages: a template wrote it', () => {
    const index = buildSiteIndex(pages);
    const targetsOf = (url: string) =>
      [...(index.proseLinks.get(index.pages.findIndex((p) => p.url === url)) ?? [])].map(
        (target) => index.pages[target]!.url,
      );
    expect(targetsOf(`${site}/api/1`)).toEqual([`${site}/memory`]);
  });

  it('keeps such a link where the sentence appears on fewer pages', () => {
    const index = buildSiteIndex([...pages.slice(0, 4), ...pages.slice(5)]);
    const source = index.pages.findIndex((p) => p.url === `${site}/api/1`);
    expect([...index.proseLinks.get(source)!].map((t) => index.pages[t]!.url).sort()).toEqual([
      `${site}/memory`,
      stableAbi,
    ]);
  });
});
