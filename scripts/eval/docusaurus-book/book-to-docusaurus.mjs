// The book `mkbook` is made of (mkdocs-book/book-to-mkdocs.mjs's `bookPages`: the source's
// content pages in its order, their links to other pages pointed at `../slug/`) as a Docusaurus
// project on the classic preset: the docs at the site's root, one doc a page at /slug/, its main
// content converted to Markdown (html-to-markdown.mjs), its title in its front matter (the theme
// prints it as the doc's h1), and every page in the sidebar in the book's order, which the
// Previous / Next at each doc's foot follow. The ground truth is what the harness reads from the
// built docs' main content.
import fs from 'node:fs';
import path from 'node:path';

/** A YAML string in double quotes. */
const yamlString = (text) => JSON.stringify(text);

/** A Markdown file with a front matter of `fields`. */
const markdownFile = (fields, body) =>
  [
    '---',
    ...Object.entries(fields).map(([name, value]) => `${name}: ${yamlString(value)}`),
    '---',
    '',
    `${body.trim()}\n`,
  ].join('\n');

/** docusaurus.config.js: the classic preset, docs only, nothing that reaches the internet. */
function siteConfig({ siteName, siteUrl, versions }) {
  const config = {
    title: siteName,
    url: siteUrl,
    baseUrl: '/',
    // A doc at /slug/ (slug/index.html), where the book's links point, as MkDocs'
    // use_directory_urls.
    trailingSlash: true,
    onBrokenLinks: 'warn',
    onBrokenAnchors: 'warn',
    // `.md` files are CommonMark (HTML passes through), not MDX.
    markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'warn' } },
    presets: [
      [
        'classic',
        {
          docs: { routeBasePath: '/', sidebarPath: './sidebars.js', numberPrefixParser: false },
          blog: false,
          pages: false,
        },
      ],
    ],
    themeConfig: {
      navbar: { title: siteName },
      footer: { style: 'dark', copyright: `${siteName}, built with Docusaurus.` },
    },
  };
  return [
    `// Written by scripts/eval/docusaurus-book/book-to-docusaurus.mjs, built with ${versions}.`,
    `export default ${JSON.stringify(config, null, 2)};`,
    '',
  ].join('\n');
}

/**
 * Writes the Docusaurus project of `book` to `projectDir`: docusaurus.config.js, sidebars.js (the
 * home and every page, in the book's order) and one Markdown file a page in docs/.
 * `toMarkdown(html)`: the pages' converter; `versions`: the toolchain's, noted in the config.
 */
export function writeDocusaurusProject(
  projectDir,
  book,
  { siteName, siteUrl, toMarkdown, versions },
) {
  fs.rmSync(projectDir, { recursive: true, force: true });
  const docs = path.join(projectDir, 'docs');
  fs.mkdirSync(docs, { recursive: true });
  fs.writeFileSync(
    path.join(docs, 'index.md'),
    markdownFile(
      { title: siteName, slug: '/' },
      `${book.title}, one page of the book a page of the source.`,
    ),
  );
  for (const page of book.pages) {
    fs.writeFileSync(
      path.join(docs, `${page.slug}.md`),
      markdownFile({ title: page.title }, toMarkdown(page.html)),
    );
  }
  const sidebar = [
    { type: 'doc', id: 'index', label: 'Home' },
    ...book.pages.map((page) => page.slug),
  ];
  fs.writeFileSync(
    path.join(projectDir, 'sidebars.js'),
    `export default ${JSON.stringify({ book: sidebar }, null, 2)};\n`,
  );
  fs.writeFileSync(
    path.join(projectDir, 'docusaurus.config.js'),
    siteConfig({ siteName, siteUrl, versions }),
  );
}
