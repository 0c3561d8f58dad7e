// Which heading of a documentation page is its title, and a title without its numbering.

export const SECTION_NUMBER = /^(?:[\dA-Z]+\.)+\d*\.?\s+(?=\S)/;

/** A title without the generator's numbering ("6.2. ", "Chapter 6. ", "A.1. "). */
export function unnumbered(title) {
  return title
    .replace(/^(chapter|appendix|part)\s+[\dA-Z]+\.?\s+/i, '')
    .replace(SECTION_NUMBER, '')
    .trim();
}

function textOf(node) {
  if (node.type === 'text') return node.data;
  return (node.children ?? []).map(textOf).join('');
}

/** Whether `heading` is the page's own title: nothing is written before it, and <title> names it. */
export function isPageTitle(root, heading, pageTitle) {
  if (textBefore(root, heading).trim() !== '') return false;
  const fold = (text) =>
    unnumbered(text)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return pageTitle === '' || fold(pageTitle).includes(fold(textOf(heading)));
}

/** The text that comes before `target` in `root`, in document order. */
function textBefore(root, target) {
  let text = '';
  const walk = (node) => {
    for (const child of node.children ?? []) {
      if (child === target) return true;
      if (child.type === 'text') text += child.data;
      else if (walk(child)) return true;
    }
    return false;
  };
  walk(root);
  return text;
}
