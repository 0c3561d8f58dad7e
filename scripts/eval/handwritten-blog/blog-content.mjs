// The hand-written blog's posts and pages (posts/*.md, pages/*.md): front matter, then a small
// Markdown (paragraphs, `##` headings, `-` and `1.` lists, **bold**, and `[text](post-slug)` for
// the explicit references a blogger makes to another post). Nothing else is needed: the posts are
// ours and written to this subset.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** `title: x` lines between `---` fences, then the body. */
function parseFile(file) {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) {
    throw new Error(`${file}: no front matter`);
  }
  const meta = Object.fromEntries(
    match[1].split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    }),
  );
  return { slug: path.basename(file, '.md'), ...meta, body: match[2] };
}

function readFolder(folder) {
  const dir = path.join(here, folder);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseFile(path.join(dir, name)));
}

/** The posts, newest first, each with its address (WordPress's /YYYY/MM/slug/) and tags. */
export function readPosts() {
  return readFolder('posts')
    .map((post) => ({
      ...post,
      tags: post.tags.split(',').map((tag) => tag.trim()),
      url: `/${post.date.slice(0, 4)}/${post.date.slice(5, 7)}/${post.slug}/`,
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** The site's pages (About, Contact, ...), at /slug/. */
export function readPages() {
  return readFolder('pages').map((page) => ({ ...page, url: `/${page.slug}/` }));
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One line's inline Markdown; `linkOf(slug)` is a referenced post's address (null: no link). */
function inline(text, linkOf) {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_, words, slug) => {
      const href = linkOf(slug);
      return href ? `<a href="${href}">${words}</a>` : words;
    });
}

/** A post's body as HTML. */
export function bodyHtml(body, linkOf) {
  const html = [];
  let list = null;
  const closeList = () => {
    if (list) {
      html.push(`</${list}>`);
      list = null;
    }
  };
  for (const block of body.split(/\n\s*\n/)) {
    for (const line of block.split('\n').filter((l) => l.trim())) {
      const item = /^(-|\d+\.)\s+(.*)$/.exec(line);
      if (item) {
        const kind = item[1] === '-' ? 'ul' : 'ol';
        if (list !== kind) {
          closeList();
          html.push(`<${kind}>`);
          list = kind;
        }
        html.push(`<li>${inline(item[2], linkOf)}</li>`);
        continue;
      }
      closeList();
      const heading = /^(#{2,4})\s+(.*)$/.exec(line);
      html.push(
        heading
          ? `<h${heading[1].length}>${inline(heading[2], linkOf)}</h${heading[1].length}>`
          : `<p>${inline(line, linkOf)}</p>`,
      );
    }
    closeList();
  }
  return html.join('\n');
}

/** The post's first paragraph as plain text, references unlinked: the excerpt lists show. */
export function excerptOf(post) {
  const first = post.body.split(/\n\s*\n/).find((block) => !/^[#-]/.test(block.trim())) ?? '';
  return escapeHtml(
    first
      .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
      .replace(/\*\*/g, '')
      .trim(),
  );
}
