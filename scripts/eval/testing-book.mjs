// A book of two pages, as `bookPages` gives it, for the tests of the sites made of a book: a
// title that needs quoting and a link from one page to the other.
export const TWO_PAGE_BOOK = {
  title: 'Sphinx documentation',
  pages: [
    {
      slug: 'usage-quickstart',
      title: 'Getting "Started"',
      html: '<p>See the <a href="../glossary/">glossary</a>.</p>',
    },
    { slug: 'glossary', title: 'Glossary', html: '<dl><dt>builder</dt></dl>' },
  ],
};
