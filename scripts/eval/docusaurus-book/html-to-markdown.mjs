// A page of the book as the Markdown a Docusaurus author writes: CommonMark with GitHub's tables
// (a table Markdown cannot hold, with lists or code blocks in its cells, stays HTML, which
// Docusaurus renders in `.md` files), by turndown and its GFM plugin, both installed with
// Docusaurus in the site's build folder (toolchain.mjs).

/** The longest run of backticks in `text`: a code fence must be longer. */
const longestBacktickRun = (text) =>
  Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));

/**
 * Whether `node` is inside inline code or the signature of a described object (Sphinx's
 * `dt.sig`), where Markdown cannot emphasize: a code span holds no emphasis, and a signature's
 * parameters are emphasized against a name (`env_: BuildEnvironment_`), delimiters Markdown reads
 * as text.
 */
function inCodeOrSignature(node) {
  for (let parent = node.parentNode; parent; parent = parent.parentNode) {
    if (parent.nodeName === 'CODE') return true;
    if (parent.nodeName === 'DT' && /(^|\s)sig(\s|$)/.test(parent.className ?? '')) return true;
  }
  return false;
}

/**
 * `TurndownService`, `gfm`: turndown's and @joplin/turndown-plugin-gfm's exports. Returns the
 * converter, `html => markdown`.
 */
export function markdownConverter({ TurndownService, gfm }) {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    // `*` emphasizes inside a word too (`*PATTERN*s`), `_` does not.
    emDelimiter: '*',
  });
  service.use(gfm);
  // Sphinx's code blocks are a bare <pre> (turndown fences only a <pre><code>).
  service.addRule('preformatted', {
    filter: (node) => node.nodeName === 'PRE' && node.firstChild?.nodeName !== 'CODE',
    replacement: (_, node) => {
      const code = node.textContent.replace(/\n+$/, '');
      const fence = '`'.repeat(Math.max(3, longestBacktickRun(code) + 1));
      return `\n\n${fence}\n${code}\n${fence}\n\n`;
    },
  });
  service.addRule('plainEmphasis', {
    filter: (node) => (node.nodeName === 'EM' || node.nodeName === 'I') && inCodeOrSignature(node),
    replacement: (content) => content,
  });
  // Docusaurus reads HTML in `.md` files: a `<` or `&` of the text would start a tag or an entity.
  const escape = service.escape.bind(service);
  service.escape = (text) => escape(text).replace(/[<&]/g, '\\$&');
  return (html) => service.turndown(html);
}
