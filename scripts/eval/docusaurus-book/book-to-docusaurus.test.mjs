import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TWO_PAGE_BOOK } from '../testing-book.mjs';
import { writeDocusaurusProject } from './book-to-docusaurus.mjs';

/** The project written to a temporary folder, its files read back; the folder removed. */
function writtenProject() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dsbook-'));
  writeDocusaurusProject(dir, TWO_PAGE_BOOK, {
    siteName: 'The Sphinx book',
    siteUrl: 'http://127.0.0.1:8330',
    toMarkdown: (html) => `converted ${html}`,
    versions: '@docusaurus/preset-classic 3.10.2',
  });
  const read = (file) => fs.readFileSync(path.join(dir, file), 'utf8');
  const files = {
    config: read('docusaurus.config.js'),
    sidebars: read('sidebars.js'),
    home: read('docs/index.md'),
    quickstart: read('docs/usage-quickstart.md'),
    docs: fs.readdirSync(path.join(dir, 'docs')).sort(),
  };
  fs.rmSync(dir, { recursive: true });
  return files;
}

describe('a Docusaurus book made of a documentation site', () => {
  it('writes each page as a doc: its title in the front matter, its content converted', () => {
    const { quickstart, docs } = writtenProject();
    expect(docs).toEqual(['glossary.md', 'index.md', 'usage-quickstart.md']);
    expect(quickstart).toBe(
      '---\ntitle: "Getting \\"Started\\""\n---\n\nconverted <p>See the <a href="../glossary/">glossary</a>.</p>\n',
    );
  });

  it('lists the home and every page in the sidebar, in the book’s order', () => {
    const { sidebars, home } = writtenProject();
    expect(sidebars).toContain(
      '"book": [\n    {\n      "type": "doc",\n      "id": "index",\n      "label": "Home"\n    },\n    "usage-quickstart",\n    "glossary"\n  ]',
    );
    expect(home).toContain('slug: "/"');
  });

  it('builds the docs at the root of the local site, with nothing that reaches the internet', () => {
    const { config } = writtenProject();
    expect(config).toContain('"url": "http://127.0.0.1:8330"');
    expect(config).toContain('"baseUrl": "/"');
    expect(config).toContain('"trailingSlash": true');
    expect(config).toContain('"routeBasePath": "/"');
    expect(config).toContain('"onBrokenLinks": "warn"');
    expect(config).not.toMatch(/algolia|gtag|googleAnalytics/);
  });
});
