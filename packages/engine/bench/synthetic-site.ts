import type { PageText } from '../src/page-text';

// A small deterministic generator (mulberry32): the same seed gives the same site.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VOCABULARY =
  `garden soil compost roses tulips pruning watering mulch seeds bulbs lawn hedge orchard apple pear cherry tomato pepper basil mint thyme greenhouse frost shade sun drainage clay sand loam worms pests aphids slugs fungus blight fertiliser manure leaves bark path pond fence trellis climber shrub perennial annual biennial cutting grafting sowing harvest storage winter spring summer autumn`.split(
    ' ',
  );

/**
 * A site of `count` pages, each about two topics, whose prose names other pages by title;
 * a third of those names are already links, as on a site that has been linked by hand.
 */
export function syntheticSite(count: number, seed = 42): PageText[] {
  const next = random(seed);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const titles = Array.from({ length: count }, (_, index) =>
    `${pick(VOCABULARY)} ${pick(VOCABULARY)} guide ${index}`.replace(/^\w/, (c) => c.toUpperCase()),
  );
  return titles.map((title, index) => {
    const url = `https://bench.example/page-${index}`;
    const links: PageText['links'] = [];
    const blocks = Array.from({ length: 8 }, () => {
      const words = Array.from({ length: 60 }, () => pick(VOCABULARY));
      const target = Math.floor(next() * count);
      const mention = titles[target]!;
      const at = Math.floor(next() * 50);
      words.splice(at, 0, mention);
      const text = `${words.join(' ')}.`;
      const start = words.slice(0, at).join(' ').length + (at > 0 ? 1 : 0);
      const block = {
        kind: 'paragraph' as const,
        text,
        links: [] as PageText['blocks'][number]['links'],
        code: [],
        section: 0,
      };
      if (next() < 1 / 3 && target !== index) {
        const href = `https://bench.example/page-${target}`;
        block.links.push({ start, end: start + mention.length, href });
        links.push({ href, anchorText: mention, rel: [], placement: 'main' });
      }
      return block;
    });
    return {
      url,
      finalUrl: url,
      status: 200,
      title: `${title} | Bench Garden`,
      metaDescription: '',
      canonical: null,
      noindex: false,
      nofollow: false,
      lang: 'en',
      headings: [{ level: 1, text: title }],
      blocks,
      links,
      wordCount: 8 * 64,
    };
  });
}
