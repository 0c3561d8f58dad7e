// The blog's own pages, listed in its menu: who writes it and how to reach them. Not posts, so
// not in the ground truth; a crawler sees them as a visitor does.

const paragraph = (text) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;

/** `truth`: the source site's ground-truth.json (its title and package); `readers`: whom it is for. */
export function blogPages(truth, readers) {
  return [
    {
      title: 'About',
      slug: 'about',
      content: [
        paragraph(
          `This blog publishes ${truth.title ?? 'a book'}, one section at a time, as a series of posts for ${readers}.`,
        ),
        paragraph(
          'Each post is one section of the book. Posts are grouped by chapter under Topics, and tagged with the subjects they cover.',
        ),
      ].join('\n\n'),
    },
    {
      title: 'Contact',
      slug: 'contact',
      content: paragraph(
        'Questions and corrections are welcome by email at editor@example.com. We read every message, and fix mistakes in the posts as soon as we can.',
      ),
    },
  ];
}
