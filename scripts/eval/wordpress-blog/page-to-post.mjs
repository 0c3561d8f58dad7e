// One page of a documentation book as the body of a WordPress post, in the editor's block markup:
// its paragraphs, headings, lists, tables, code and boxed notes, nothing of the book's chrome.
// Links to other pages of the book become `linkloom-post:KEY` (the importer turns them into the
// target post's permalink; a cross-reference loses its section number); links within the book that lead to no post and jumps inside the page
// are unwrapped, links out of the book are kept.

const HEADING = /^h([1-6])$/;
const CODE_TAGS = new Set(['code', 'tt', 'kbd', 'samp', 'var']);
const KEPT_INLINE = new Set(['em', 'strong', 'sub', 'sup', 'abbr']);
const BOXES = [
  'note',
  'important',
  'warning',
  'tip',
  'caution',
  'sidebar',
  'example',
  'blockquote',
];
const PARAGRAPHS = ['para', 'simpara', 'formalpara', 'literallayout'];
const DROPPED = new Set(['img', 'script', 'style', 'object', 'svg', 'map', 'hr']);

const escapeText = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text) => escapeText(text).replace(/"/g, '&quot;');
const hasClass = (node, names) =>
  (node.attribs?.class ?? '').split(/\s+/).some((name) => names.includes(name));
import { SECTION_NUMBER, isPageTitle, unnumbered } from './page-title.mjs';

export { unnumbered };

const isTag = (node) => node.type === 'tag';

/**
 * `root`: the page's main content (a cheerio node, book chrome already removed); `linkFor(href)`:
 * the key of the post an href leads to, 'keep' for a link out of the book, or null to unwrap it.
 * Returns { title, content } with the page's own title (its first heading) left out of the body;
 * title is '' when the page's title sits elsewhere (`pageTitle`, its <title>, names another
 * heading, or prose comes before the first heading), and that heading stays in the body.
 */
export function pageToPost(root, linkFor, { pageTitle = '' } = {}) {
  const first = findFirst(root, (node) => HEADING.test(node.name));
  const titleNode = first && isPageTitle(root, first, pageTitle) ? first : null;
  const title = titleNode ? inline(titleNode.children, () => null, { plain: true }) : '';
  if (titleNode) {
    detach(titleNode);
  }
  const levels = [];
  walkTags(root, (node) => {
    const match = HEADING.exec(node.name);
    if (match) levels.push(Number(match[1]));
  });
  const shift = levels.length ? 2 - Math.min(...levels) : 0;
  const blocks = toBlocks(root.children ?? [], { linkFor, shift });
  return { title: unnumbered(title), content: blocks.join('\n\n') };
}

function toBlocks(nodes, context) {
  const blocks = [];
  let loose = [];
  const flushLoose = () => {
    const html = inline(loose, context.linkFor).trim();
    if (!isEmpty(html)) blocks.push(paragraphBlock(html));
    loose = [];
  };
  for (const node of nodes) {
    if (!isTag(node)) {
      if (node.type === 'text') loose.push(node);
      continue;
    }
    const block = blockOf(node, context);
    if (block === undefined) {
      loose.push(node);
      continue;
    }
    flushLoose();
    blocks.push(...block);
  }
  flushLoose();
  return blocks;
}

/** The blocks of one element, or undefined when it is inline content. */
function blockOf(node, context) {
  const { linkFor, shift } = context;
  const name = node.name;
  if (DROPPED.has(name) || hasClass(node, ['figure', 'informalfigure', 'mediaobject', 'toc'])) {
    return [];
  }
  const heading = HEADING.exec(name);
  if (heading) {
    const level = Math.min(6, Math.max(2, Number(heading[1]) + shift));
    // Without the generator's section numbering ("4.4.1. "), as a post's headings read.
    const html = inline(node.children, linkFor).trim().replace(SECTION_NUMBER, '');
    if (!html) return [];
    const attrs = level === 2 ? '' : ` {"level":${level}}`;
    return [`<!-- wp:heading${attrs} -->\n<h${level}>${html}</h${level}>\n<!-- /wp:heading -->`];
  }
  if (name === 'p' || hasClass(node, PARAGRAPHS)) {
    const html = inline(node.children, linkFor).trim();
    return isEmpty(html) ? [] : [paragraphBlock(html)];
  }
  if (name === 'ul' || name === 'ol') {
    const ordered = name === 'ol' ? ' {"ordered":true}' : '';
    return [`<!-- wp:list${ordered} -->\n${list(node, linkFor)}\n<!-- /wp:list -->`];
  }
  if (name === 'dl') {
    const items = (node.children ?? []).filter(isTag).map((item) => {
      const tag = item.name === 'dt' ? 'dt' : 'dd';
      return `<${tag}>${inline(item.children, linkFor).trim()}</${tag}>`;
    });
    return [`<!-- wp:html -->\n<dl>${items.join('')}</dl>\n<!-- /wp:html -->`];
  }
  if (name === 'pre') {
    const code = escapeText(textOf(node).replace(/^\n+|\s+$/g, ''));
    return [
      `<!-- wp:code -->\n<pre class="wp-block-code"><code>${code}</code></pre>\n<!-- /wp:code -->`,
    ];
  }
  if (name === 'table') {
    return [
      `<!-- wp:table -->\n<figure class="wp-block-table">${table(node, linkFor)}</figure>\n<!-- /wp:table -->`,
    ];
  }
  if (name === 'blockquote' || hasClass(node, BOXES)) {
    const inner = toBlocks(node.children ?? [], context);
    if (inner.length === 0) return [];
    return [
      `<!-- wp:group -->\n<div class="wp-block-group">${inner.join('\n\n')}</div>\n<!-- /wp:group -->`,
    ];
  }
  if (['div', 'section', 'article', 'aside', 'header', 'footer', 'main'].includes(name)) {
    return toBlocks(node.children ?? [], context);
  }
  return undefined;
}

const isEmpty = (html) => html.replace(/<br>|\s/g, '') === '';
const paragraphBlock = (html) => `<!-- wp:paragraph -->\n<p>${html}</p>\n<!-- /wp:paragraph -->`;

function list(node, linkFor) {
  const items = (node.children ?? []).filter((item) => isTag(item) && item.name === 'li');
  const html = items.map((item) => {
    const nested = [];
    const parts = [];
    for (const child of item.children ?? []) {
      if (isTag(child) && (child.name === 'ul' || child.name === 'ol')) {
        nested.push(list(child, linkFor));
      } else if (isTag(child) && findFirst(child, (n) => n.name === 'ul' || n.name === 'ol')) {
        // A paragraph wrapper around a nested list: its text, then the list.
        const inner = [];
        for (const grandchild of child.children ?? []) {
          if (isTag(grandchild) && (grandchild.name === 'ul' || grandchild.name === 'ol')) {
            nested.push(list(grandchild, linkFor));
          } else {
            inner.push(grandchild);
          }
        }
        parts.push(inline(inner, linkFor));
      } else {
        parts.push(inline([child], linkFor));
      }
    }
    return `<li>${parts.join(' ').replace(/\s+/g, ' ').trim()}${nested.join('')}</li>`;
  });
  const tag = node.name === 'ol' ? 'ol' : 'ul';
  return `<${tag}>${html.join('')}</${tag}>`;
}

function table(node, linkFor) {
  const rows = [];
  walkTags(node, (row) => {
    if (row.name !== 'tr') return;
    const cells = (row.children ?? []).filter((cell) => isTag(cell) && /^t[hd]$/.test(cell.name));
    rows.push(
      `<tr>${cells
        .map((cell) => {
          const span = ['colspan', 'rowspan']
            .filter((attr) => cell.attribs?.[attr])
            .map((attr) => ` ${attr}="${escapeAttribute(cell.attribs[attr])}"`)
            .join('');
          return `<${cell.name}${span}>${inline(cell.children, linkFor).trim()}</${cell.name}>`;
        })
        .join('')}</tr>`,
    );
    return false;
  });
  return `<table><tbody>${rows.join('')}</tbody></table>`;
}

/** Inline HTML of `nodes`: text, links, code and emphasis; block wrappers inside become line breaks. */
function inline(nodes, linkFor, { plain = false } = {}) {
  let html = '';
  for (const node of nodes) {
    if (node.type === 'text') {
      html += escapeText(node.data.replace(/\s+/g, ' '));
      continue;
    }
    if (!isTag(node) || DROPPED.has(node.name)) continue;
    if (hasClass(node, ['label']) && plain) continue; // "Chapter 6. ", "6.2. " numbering
    const inner = inline(node.children ?? [], linkFor, { plain });
    if (plain) {
      html += inner;
      continue;
    }
    if (node.name === 'a') {
      html += link(node, inner, linkFor);
    } else if (CODE_TAGS.has(node.name)) {
      html += inner.trim() ? `<code>${inner}</code>` : inner;
    } else if (KEPT_INLINE.has(node.name)) {
      html += inner.trim() ? `<${node.name}>${inner}</${node.name}>` : inner;
    } else if (node.name === 'b') {
      html += inner.trim() ? `<strong>${inner}</strong>` : inner;
    } else if (node.name === 'i') {
      html += inner.trim() ? `<em>${inner}</em>` : inner;
    } else if (node.name === 'br') {
      html += '<br>';
    } else if (node.name === 'pre') {
      html += `<code>${escapeText(textOf(node).trim())}</code>`;
    } else if (['p', 'div', 'li', 'ul', 'ol', 'dl', 'dd', 'dt', 'table'].includes(node.name)) {
      html += inner.trim() ? ` ${inner.trim()} ` : '';
    } else {
      html += inner;
    }
  }
  return html.replace(/ {2,}/g, ' ');
}

// A cross-reference's generated numbering ("Section 6.2.3, “System Upgrade”", "Chapter 4,
// Installation"): the posts' headings have no numbers, so the reference keeps only the title.
const NUMBERED_REFERENCE = /^(\s*)(?:section|chapter|appendix|part)\s+[\dA-Z]+(?:\.\d+)*,\s*/i;

function link(node, inner, linkFor) {
  const href = node.attribs?.href;
  if (!href || !inner.trim()) return inner;
  const target = linkFor(href);
  if (target === 'keep') return `<a href="${escapeAttribute(href)}">${inner}</a>`;
  // The quotes around a referenced title stay outside the link, as an editor links a title.
  const [, before, text, after] = /^(\s*“?)([\s\S]*?)(”?\s*)$/.exec(
    inner.replace(NUMBERED_REFERENCE, '$1'),
  );
  if (target)
    return `${before}<a href="linkloom-post:${escapeAttribute(target)}">${text}</a>${after}`;
  return before + text + after;
}

function textOf(node) {
  if (node.type === 'text') return node.data;
  return (node.children ?? []).map(textOf).join('');
}

function walkTags(node, visit) {
  for (const child of node.children ?? []) {
    if (!isTag(child)) continue;
    if (visit(child) === false) continue;
    walkTags(child, visit);
  }
}

function findFirst(node, test) {
  for (const child of node.children ?? []) {
    if (!isTag(child)) continue;
    if (test(child)) return child;
    const found = findFirst(child, test);
    if (found) return found;
  }
  return null;
}

function detach(node) {
  const siblings = node.parent?.children;
  if (siblings) siblings.splice(siblings.indexOf(node), 1);
}
