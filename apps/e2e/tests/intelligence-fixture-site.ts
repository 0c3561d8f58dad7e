import { serveSite } from '../fixtures/serve-site';
import type { SitePage } from '../fixtures/serve-site';

const NAV = '<a href="/">Home</a> <a href="/roses/">Guide</a> <a href="/tulips">Bulbs</a>';

function page(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav>${NAV}</nav><main><article><h1>${title}</h1>${body}</article></main><footer><a href="/">Garden Notes</a></footer></body></html>`;
}

/**
 * A small gardening site. Three pages about roses form a topic cluster; the guide links to the
 * pruning article only, so guide → feeding is a linking gap. The tulip page links
 * to a page that answers 404, and '/tulips/mania' is an orphan only the sitemap lists.
 * Null pages answer 404; '/guide', which the home page links to, redirects to '/roses/'. "Roses" appears on the three rose pages only, so it stands out as
 * their shared topic.
 */
export const GARDEN_PAGES: Record<string, SitePage> = {
  '/': page('Garden Notes', [
    'Practical notes for small town gardens. Start with our <a href="/guide">complete growing guide</a> or read about <a href="/tulips">planting tulip bulbs</a> in autumn.',
    'Every article is written by people who dig, sow and weed their own plots each weekend.',
  ]),
  '/roses/': page('Growing roses', [
    'Roses reward a sunny spot. Roses like rich soil, and roses need care through the year.',
    'Learn <a href="/roses/pruning">pruning roses</a> in late winter, and feeding roses for summer flowers.',
    'Healthy roses resist disease: water roses at the base and mulch roses every spring.',
  ]),
  '/roses/pruning': page('Pruning roses', [
    'Prune roses in late winter as growth starts. Cut roses to an outward eye with clean secateurs.',
    'Remove dead wood from roses first, then thin crowded roses so air moves freely. Afterwards start <a href="/roses/feeding">feeding roses</a>.',
    'Once done, return to the <a href="/roses/">guide to growing roses</a> for mulching.',
  ]),
  '/roses/feeding': page('Feeding roses', [
    'Roses are hungry plants. Feed roses in spring, and feed roses again after their first flush.',
    'Potash gives roses more flowers; scatter it around roses and water it in.',
    'Stop feeding roses in late summer so roses harden before frost.',
  ]),
  '/tulips': page('Planting tulip bulbs', [
    'Plant tulip bulbs in late autumn when the soil is cool, three times their depth in well drained ground.',
    'Tulips flower in spring; see our notes on <a href="/bulbs/daffodils">daffodils</a> for early colour.',
  ]),
  '/tulips/mania': page('Tulip mania', [
    'In the seventeenth century Dutch traders paid fortunes for single tulip bulbs, the first recorded speculative bubble.',
  ]),
  '/bulbs/daffodils': null,
  '/guide': { redirectTo: '/roses/' },
};

/** Serves the gardening site and a sitemap listing all of its pages on 127.0.0.1, on a free port. */
export function startGardenSite() {
  return serveSite(GARDEN_PAGES);
}
