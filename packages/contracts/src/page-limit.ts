/**
 * What the screens say when discovery found more pages than a website's max pages (issue 55):
 * the crawl, the analysis and the suggestions cover only the pages within the limit.
 */
const count = (value: number) => value.toLocaleString('en-US');

export const PAGE_LIMIT_TEXT = {
  /** The notice's title: '49,012 more pages found than this website's limit'. */
  beyondLimit: (beyond: number) =>
    `${count(beyond)} more ${beyond === 1 ? 'page' : 'pages'} found than this website's limit`,
  /** What the limit means for the figures shown. */
  covered: (maxPages: number) =>
    `Linkloom crawls, analyses and links the first ${count(maxPages)} pages (this website's max pages); the rest of the site is not in these figures.`,
  /** Analysis screens: 'These figures cover 1,000 of 50,012 pages found.' */
  coverage: (covered: number, found: number) =>
    `These figures cover ${count(covered)} of ${count(found)} pages found.`,
  raiseInSettings: 'Raise max pages in the crawl settings',
  upgradeFor: (planName: string, maxPages: number) =>
    `Upgrade to ${planName} for up to ${count(maxPages)} pages a website`,
  atTheTop:
    'This is the most pages a website can hold: narrow the crawl to the sections that matter with address patterns in the crawl settings.',
} as const;
