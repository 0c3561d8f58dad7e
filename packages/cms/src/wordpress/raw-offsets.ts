import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterTypes as T } from 'parse5';
import type { TextRun } from './content-text';

const CHARACTER_REFERENCE = /^&(?:#\d+;?|#x[0-9a-f]+;?|[a-z][a-z0-9]*;?)/i;
const decodedLengths = new Map<string, number>();

/** The text HTML source stands for, as the parser reads it (references decoded). */
export function decodeText(source: string): string {
  let text = '';
  const collect = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text') {
        text += (child as T.TextNode).value;
      } else if ('childNodes' in child) {
        collect(child);
      }
    }
  };
  collect(parseFragment(source));
  return text;
}

function decodedLength(reference: string): number {
  let length = decodedLengths.get(reference);
  if (length === undefined) {
    length = decodeText(reference).length;
    decodedLengths.set(reference, length);
  }
  return length;
}

/**
 * The offset in the raw HTML of character `index` of a text run's decoded value, or null
 * when it falls inside a character reference.
 */
export function rawOffsetOf(raw: string, run: TextRun, index: number): number | null {
  const source = raw.slice(run.start, run.end);
  if (source === run.node.value) {
    return run.start + index;
  }
  let decoded = 0;
  let at = 0;
  while (at < source.length && decoded < index) {
    const reference =
      source[at] === '&' ? CHARACTER_REFERENCE.exec(source.slice(at))?.[0] : undefined;
    if (reference) {
      decoded += decodedLength(reference);
      at += reference.length;
    } else {
      // The parser reads CR LF (and a lone CR) as one LF.
      at += source[at] === '\r' && source[at + 1] === '\n' ? 2 : 1;
      decoded += 1;
    }
  }
  return decoded === index ? run.start + at : null;
}

/** The raw range of run characters [from, to), checked to decode back to exactly those characters. */
export function rawRangeOf(
  raw: string,
  run: TextRun,
  from: number,
  to: number,
): [number, number] | null {
  const start = rawOffsetOf(raw, run, from);
  const end = rawOffsetOf(raw, run, to);
  if (
    start === null ||
    end === null ||
    decodeText(raw.slice(start, end)) !== run.node.value.slice(from, to)
  ) {
    return null;
  }
  return [start, end];
}
