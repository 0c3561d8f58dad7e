import type { PageText } from '../page-text';
import { page } from './page';

// A new WordPress blog about brewing coffee at home, as its owner brings it: sentence
// titles with the site's name, posts that name each other's subjects in their sentences,
// no link between posts, and a theme whose "Recent posts" widget lists the newest ones.
export const blogSite = 'https://coffee.example';
const posts: Array<[string, string, string[]]> = [
  [
    'burr-grinders-vs-blade-grinders',
    'Burr Grinders vs Blade Grinders: Why Grind Consistency Matters',
    [
      'A burr grinder crushes beans between two burrs, so every particle comes out the same size. A blade grinder chops them unevenly.',
      'Uneven grounds extract unevenly: the fines turn bitter while the boulders stay sour. That is why a burr grinder is the first thing to buy.',
      'Conical burrs run cooler than flat burrs, and a good burr grinder lets you set the grind size in small steps, coarse enough for a French press.',
    ],
  ],
  [
    'pour-over-guide',
    'The Pour-Over Method: A Beginner’s Guide to a Cleaner Cup',
    [
      'Pour-over is the simplest way to a clean, bright cup. Pour the water in slow circles and let it drain through the bed.',
      'Grind medium-fine for pour-over: a burr grinder keeps the bed even. Rinse the paper filter first so it adds no taste.',
      'A whole pour-over takes about three minutes. If it drains faster, grind finer; if slower, coarser.',
    ],
  ],
  [
    'water-for-coffee',
    'Is Your Water Ruining Your Coffee? Hardness, Minerals and Taste',
    [
      'Coffee is almost all water, so water hardness shapes the cup. Very soft water tastes flat; very hard water scales your kettle and mutes the acidity.',
      'Magnesium pulls out fruity flavours, while calcium adds body. Water hardness between 50 and 150 ppm suits most beans.',
      'Test your water hardness with a strip from the aquarium shop before you blame the beans or your burr grinder.',
    ],
  ],
  [
    'espresso-at-home',
    'Espresso at Home: Dialing In Your First Shot',
    [
      'Espresso needs a fine, even grind and about nine bars of pressure. Dial in with the grind size alone and keep the dose fixed.',
      'Hard water is the enemy of espresso machines: mind your water hardness or descale monthly. A burr grinder that grinds fine enough matters more than the machine.',
      'A shot that runs in 25 to 30 seconds is a good start; taste it, then adjust the grind size.',
    ],
  ],
  [
    'french-press',
    'French Press Coffee: Full Body in Four Minutes',
    [
      'The French press steeps coarse grounds for four minutes, then a metal mesh holds them back. The cup is heavy and full.',
      'Grind coarse with a burr grinder so the mesh can hold the grounds back; a blade grinder makes fines that slip through.',
      'Unlike pour-over, the French press keeps the coffee oils in the cup.',
    ],
  ],
  [
    'storing-beans',
    'How to Store Coffee Beans So They Stay Fresh',
    [
      'Coffee beans go stale within weeks of roasting. Keep them in an airtight container, away from light and heat.',
      'Never store coffee beans in the fridge: they take up smells and moisture. Freeze them only in sealed portions.',
      'Buy coffee beans in small bags and grind them just before brewing, whether for espresso or for a French press.',
    ],
  ],
];

export const postUrl = (slug: string) => `${blogSite}/${slug}/`;

export const blogPages: PageText[] = posts.map(([slug, title, paragraphs], position) =>
  page({
    url: postUrl(slug),
    title: `${title} – Home Barista`,
    paragraphs,
    links: posts.slice(Math.max(0, position - 3), position).map(([recent, recentTitle]) => ({
      href: postUrl(recent),
      anchorText: recentTitle,
      placement: 'sidebar' as const,
    })),
  }),
);
