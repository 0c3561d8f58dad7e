// More developer sites for `npm run eval`, beside the two the harness in ../shared/eval lists:
// other Debian documentation packages, each built by another generator (DocBook, Sphinx,
// Publican, Texinfo, AsciiDoc, YODL, xfpt), so that an idea is measured on eleven sites and
// not fitted to one; a WordPress blog made of one of them (sites/wordpress-blog.mjs), an
// MkDocs book made of another (sites/mkdocs-book.mjs), a Jekyll blog of a third
// (sites/jekyll-blog.mjs) and a Docusaurus book of the MkDocs book's pages
// (sites/docusaurus-book.mjs). The entries follow the harness's lib/sites.mjs (see its README,
// "Trying another site"), plus `htmlRoot`: the HTML tree's folder as `dpkg -L` lists it, where
// the harness's guess (the folder with an index.html and the most pages below it) picks wrong,
// and `wordpress` (a blog built and served by wordpress-blog/, not by prepare.sh and serve.mjs),
// `mkdocs` (a book built by mkdocs-book/, then prepared by the harness from what MkDocs built),
// `jekyll` (a blog built by jekyll-blog/, then prepared by the harness from what Jekyll built) or
// `docusaurus` (a book built by docusaurus-book/, then prepared by the harness from what
// Docusaurus built), or `handwritten` (a blog we wrote, built by handwritten-blog/).
import { docusaurusSites } from './sites/docusaurus-book.mjs';
import { handwrittenSites } from './sites/handwritten-blog.mjs';
import { jekyllSites } from './sites/jekyll-blog.mjs';
import { manualSites } from './sites/manuals.mjs';
import { mkdocsSites } from './sites/mkdocs-book.mjs';
import { referenceSites } from './sites/references.mjs';
import { wordpressSites } from './sites/wordpress-blog.mjs';

/** Every site of ours; `loadHtml` is the harness's parser, handed in by the harness copy. */
export function moreSites({ loadHtml }) {
  return {
    ...manualSites({ loadHtml }),
    ...referenceSites({ loadHtml }),
    ...wordpressSites(),
    ...mkdocsSites(),
    ...jekyllSites(),
    ...docusaurusSites(),
    ...handwrittenSites(),
  };
}
