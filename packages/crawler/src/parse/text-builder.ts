import type { TextSpan } from '@linkloom/engine';
import { INVISIBLE_CHARACTERS } from './parse-document';

type OpenSpan = { start: number | null; href?: string };

export type BuiltText = {
  text: string;
  links: Array<TextSpan & { href: string }>;
  code: TextSpan[];
};

/**
 * Accumulates a block's inline text with whitespace collapsed, recording
 * link and code ranges against the final text. A span starts at its first
 * visible character and ends after its last, so ranges never include the
 * spaces around them.
 */
export function createTextBuilder() {
  let text = '';
  let pendingSpace = false;
  const open: OpenSpan[] = [];
  const links: Array<TextSpan & { href: string }> = [];
  const code: TextSpan[] = [];

  function append(raw: string): void {
    for (const piece of raw.replace(INVISIBLE_CHARACTERS, '').split(/(\s+)/)) {
      if (piece === '') {
        continue;
      }
      if (/^\s+$/.test(piece)) {
        pendingSpace = text.length > 0;
        continue;
      }
      if (pendingSpace) {
        text += ' ';
        pendingSpace = false;
      }
      for (const span of open) {
        span.start ??= text.length;
      }
      text += piece;
    }
  }

  function openSpan(href?: string): OpenSpan {
    const span: OpenSpan = href === undefined ? { start: null } : { start: null, href };
    open.push(span);
    return span;
  }

  function closeSpan(span: OpenSpan): void {
    open.splice(open.indexOf(span), 1);
    if (span.start === null || span.start === text.length) {
      return;
    }
    if (span.href === undefined) {
      code.push({ start: span.start, end: text.length });
    } else {
      links.push({ start: span.start, end: text.length, href: span.href });
    }
  }

  function build(): BuiltText {
    return { text, links, code };
  }

  return {
    append,
    openLink: (href: string) => openSpan(href),
    openCode: () => openSpan(),
    closeSpan,
    build,
  };
}

export type TextBuilder = ReturnType<typeof createTextBuilder>;
