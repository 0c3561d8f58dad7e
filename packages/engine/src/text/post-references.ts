/**
 * A place where a writer refers to another of their own pages: "my guide to flour types", "a
 * separate post about scoring", "my challah post", "I wrote about hydration last spring".
 * `text` is the reference as written (the anchor), `subject` what the other page is about.
 */
export type PostReference = { start: number; end: number; text: string; subject: string };

// What a writer calls one of their pages.
const KIND = String.raw`(?:blog\s+)?(?:post|article|guide|write-?up|piece|tutorial|recipe|review|introduction|primer)`;
// Words that say the page is another one of the writer's, when it is not "my" page.
const OTHER = String.raw`(?:separate|earlier|previous|older|dedicated|another|whole|longer|full)`;
const WORD = String.raw`[\p{L}\p{N}][\p{L}\p{N}'’-]*`;
const SUBJECT = String.raw`(${WORD}(?:\s+${WORD}){0,5})`;

// "my post about X", "my guide to X", "a separate post on X", "an earlier article about X".
const ABOUT = new RegExp(
  String.raw`\b(?:my(?:\s+${OTHER})?|(?:a|an|the|this)\s+${OTHER})(?:\s+${OTHER})?\s+${KIND}\s+(?:about|on|to|for|covering|explaining)\s+${SUBJECT}`,
  'giu',
);
// "I wrote about X", "I've written a whole post about X", "I talked about X".
const WROTE = new RegExp(
  String.raw`\bI(?:['’]ve|\s+have)?\s+(?:wrote|written|posted|blogged|talked)\s+(?:(?:a|an)\s+(?:${OTHER}\s+)?${KIND}\s+)?(?:about|on)\s+${SUBJECT}`,
  'gu',
);
// "my challah post", "my flour guide", "my Dutch oven post": one to three words before the kind.
const NAMED = new RegExp(String.raw`\bmy\s+(${WORD}(?:\s+${WORD}){0,2})\s+${KIND}\b`, 'giu');

// Words that end the subject: what follows it in the sentence, not what the page is about.
const SUBJECT_ENDS = new Set(
  `last this that these those earlier before ago back when if because since which who where so
  and but or for in at with here there too already recently now then is was were are has have
  had goes explains covers will would can could if it you i from by as`.split(/\s+/),
);
// Words between "my" and the kind that say which post, not what about: "my first post".
const NOT_SUBJECT = new Set(
  `first last previous next latest recent old older new newer earlier other favourite favorite own
  whole full long longer short little big separate dedicated very`.split(/\s+/),
);
const ARTICLES = /^(?:the|a|an|my)\s+/iu;

/** The subject cut where the sentence goes on: "hydration last spring" → "hydration". */
function subjectWords(subject: string): string[] {
  const words = subject.split(/\s+/);
  const end = words.findIndex((word, i) => i > 0 && SUBJECT_ENDS.has(word.toLowerCase()));
  return end === -1 ? words : words.slice(0, end);
}

/** The matches of `pattern` as references, their subject cut where the sentence goes on. */
function aboutReferences(text: string, pattern: RegExp): PostReference[] {
  const found: PostReference[] = [];
  for (const match of text.matchAll(pattern)) {
    const subjectStart = match.index + match[0].length - match[1]!.length;
    const kept = subjectWords(match[1]!).join(' ');
    const subject = kept.replace(ARTICLES, '');
    if (!SUBJECT_ENDS.has(subject.toLowerCase())) {
      found.push(refOf(text, match.index, subjectStart + kept.length, subject));
    }
  }
  return found;
}

function namedReferences(text: string): PostReference[] {
  return [...text.matchAll(NAMED)]
    .filter((match) => !match[1]!.split(/\s+/).some((word) => NOT_SUBJECT.has(word.toLowerCase())))
    .map((match) => refOf(text, match.index, match.index + match[0].length, match[1]!));
}

/**
 * Every reference a text makes to another page of the same writer, in order, none overlapping:
 * where two overlap, "a separate post about X" wins over the "I wrote" around it.
 */
export function findPostReferences(text: string): PostReference[] {
  const kept: PostReference[] = [];
  const candidates = [
    ...aboutReferences(text, ABOUT),
    ...namedReferences(text),
    ...aboutReferences(text, WROTE),
  ];
  for (const ref of candidates) {
    if (!kept.some((other) => ref.start < other.end && ref.end > other.start)) {
      kept.push(ref);
    }
  }
  return kept.sort((a, b) => a.start - b.start);
}

function refOf(text: string, start: number, end: number, subject: string): PostReference {
  return { start, end, text: text.slice(start, end), subject };
}
