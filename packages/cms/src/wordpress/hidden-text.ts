import type { DefaultTreeAdapterTypes as T } from 'parse5';
import { foldText, isElement } from './content-text';

/**
 * Where the folded words occur in the content outside its text: in an HTML comment, a block's
 * JSON attributes (the `<!-- wp:… {…} -->` comment) or an attribute value. Linkloom never writes
 * there; this only names the place when that is the one place the words are.
 */
export function placesOutsideText(fragment: T.ParentNode, needle: string): Set<string> {
  const places = new Set<string>();
  if (needle === '') {
    return places;
  }
  const walk = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#comment') {
        const data = (child as T.CommentNode).data;
        if (foldText(data).includes(needle)) {
          places.add(
            /^\s*\/?wp:/.test(data)
              ? "in a block's settings (its JSON attributes)"
              : 'inside an HTML comment',
          );
        }
      } else if (isElement(child)) {
        if (child.attrs.some((attr) => foldText(attr.value).includes(needle))) {
          places.add(`inside an attribute of <${child.tagName}>`);
        }
        walk(child.tagName === 'template' ? (child as T.Template).content : child);
      }
    }
  };
  walk(fragment);
  return places;
}
