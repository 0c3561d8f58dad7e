import type { PageSearchTotals, PageQueryFigures } from './top-queries';

/**
 * The trial's sample: a coffee blog's figures, shown (marked as a sample) so a trial user sees
 * what Search Console adds before paying. Never mixed with the website's own data.
 */
const SAMPLE_ORIGIN = 'https://coffee.example';

export const SAMPLE_PAGE_TOTALS: PageSearchTotals[] = [
  { url: `${SAMPLE_ORIGIN}/burr-grinders`, clicks: 212, impressions: 9_840, position: 11.3 },
  { url: `${SAMPLE_ORIGIN}/pour-over-guide`, clicks: 640, impressions: 8_120, position: 3.8 },
  { url: `${SAMPLE_ORIGIN}/espresso-at-home`, clicks: 96, impressions: 5_410, position: 14.6 },
  { url: `${SAMPLE_ORIGIN}/cold-brew-ratio`, clicks: 305, impressions: 4_980, position: 6.2 },
  { url: `${SAMPLE_ORIGIN}/descaling-kettles`, clicks: 4, impressions: 730, position: 27.9 },
];

export const SAMPLE_QUERY_ROWS: PageQueryFigures[] = [
  {
    page: `${SAMPLE_ORIGIN}/burr-grinders`,
    query: 'burr grinder',
    clicks: 88,
    impressions: 1_240,
    position: 11.3,
  },
  {
    page: `${SAMPLE_ORIGIN}/burr-grinders`,
    query: 'best burr grinder',
    clicks: 61,
    impressions: 3_310,
    position: 12.8,
  },
  {
    page: `${SAMPLE_ORIGIN}/burr-grinders`,
    query: 'conical vs flat burr',
    clicks: 40,
    impressions: 1_020,
    position: 9.1,
  },
  {
    page: `${SAMPLE_ORIGIN}/pour-over-guide`,
    query: 'pour over ratio',
    clicks: 410,
    impressions: 4_200,
    position: 2.9,
  },
  {
    page: `${SAMPLE_ORIGIN}/pour-over-guide`,
    query: 'how to make pour over',
    clicks: 190,
    impressions: 3_100,
    position: 4.6,
  },
  {
    page: `${SAMPLE_ORIGIN}/espresso-at-home`,
    query: 'espresso machine for beginners',
    clicks: 51,
    impressions: 2_870,
    position: 15.2,
  },
  {
    page: `${SAMPLE_ORIGIN}/espresso-at-home`,
    query: 'espresso without machine',
    clicks: 30,
    impressions: 1_460,
    position: 13.7,
  },
  {
    page: `${SAMPLE_ORIGIN}/cold-brew-ratio`,
    query: 'cold brew ratio',
    clicks: 240,
    impressions: 3_050,
    position: 5.4,
  },
  {
    page: `${SAMPLE_ORIGIN}/descaling-kettles`,
    query: 'descale kettle vinegar',
    clicks: 4,
    impressions: 700,
    position: 27.5,
  },
];
