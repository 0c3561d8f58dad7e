import type { DefaultTreeAdapterTypes as T } from 'parse5';
import { isElement, parseContent } from './content-text';
import { markersIn } from './content-edits';

function onlyChildOfParagraphWithPassage(link: T.Element): T.Element | null {
  const paragraph = link.parentNode;
  return paragraph && isElement(paragraph) && paragraph.tagName === 'p' ? paragraph : null;
}

/** The raw range of a paragraph Linkloom inserted, with its block comments and the blank line before. */
function insertedParagraphRange(raw: string, paragraph: T.Element): [number, number] | null {
  const location = paragraph.sourceCodeLocation;
  if (!location) {
    return null;
  }
  let start = location.startOffset;
  let end = location.endOffset;
  const opening = '<!-- wp:paragraph -->\n';
  const closing = '\n<!-- /wp:paragraph -->';
  if (
    raw.slice(start - opening.length, start) === opening &&
    raw.slice(end, end + closing.length) === closing
  ) {
    start -= opening.length;
    end += closing.length;
  }
  if (raw.slice(start - 2, start) === '\n\n') {
    start -= 2;
  }
  return [start, end];
}

/**
 * Takes out the one link Linkloom wrote for suggestion `id`: a wrapped anchor goes back to its
 * plain words, an inserted passage goes with its paragraph. Everything else stays as it is.
 */
export function removeEdit(
  raw: string,
  id: string,
  { passage }: { passage: boolean },
): string | null {
  const link = markersIn(parseContent(raw)).get(id);
  const location = link?.sourceCodeLocation;
  if (!link || !location) {
    return null;
  }
  const paragraph = passage ? onlyChildOfParagraphWithPassage(link) : null;
  const range = paragraph ? insertedParagraphRange(raw, paragraph) : null;
  if (range) {
    return raw.slice(0, range[0]) + raw.slice(range[1]);
  }
  const inner = raw.slice(
    location.startTag?.endOffset ?? location.startOffset,
    location.endTag?.startOffset ?? location.endOffset,
  );
  return raw.slice(0, location.startOffset) + inner + raw.slice(location.endOffset);
}
