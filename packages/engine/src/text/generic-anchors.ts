import { tokenize } from './tokenize';

// Link texts that say nothing about the target; never suggested, never learnt from.
const GENERIC = new Set(
  [
    'click here',
    'here',
    'this page',
    'this',
    'that',
    'read more',
    'more',
    'learn more',
    'more info',
    'more information',
    'see more',
    'find out more',
    'details',
    'link',
    'this link',
    'website',
    'next',
    'previous',
    'prev',
    'home',
    'up',
    'back',
    'top',
    'continue',
    'go',
    'source',
    'article',
    'post',
  ].map((text) => key(text)),
);

function key(text: string): string {
  return tokenize(text)
    .map((token) => token.norm)
    .join(' ');
}

/** Whether a link text is generic ('click here', 'read more', 'next') rather than descriptive. */
export function isGenericAnchor(text: string): boolean {
  return GENERIC.has(key(text));
}
