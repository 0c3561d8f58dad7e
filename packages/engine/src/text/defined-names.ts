// The words a definition list puts before the name it defines: `class QuerySet`,
// `exception ValueError`, `async method Client.get(path)`.
const KIND_WORDS =
  /^(?:(?:abstract|async|await|awaitable|class|classmethod|const|coroutine|data|decorator|enum|exception|final|function|macro|method|module|property|static|staticmethod|struct|type|var)\s+)*/;
// A name as code writes it: letters, digits and `_`, parts joined by `.` or `::`.
const SIGNATURE = /^([A-Za-z_]\w*(?:(?:\.|::)[A-Za-z_]\w*)*)\s*(?:\(.*)?$/s;
const MIN_LENGTH = 3;
// What Texinfo writes before a function's signature: its category (": " since Texinfo 7, or
// "Function File: ", "Built-in Function: "), then what it returns (`tf = `, `[q, r] = `).
const TEXINFO_CATEGORY =
  /^(?:(?:\p{Lu}[\p{Ll}-]+ ){0,2}(?:Function|Command|Macro|Method|File))?:\s+/u;
const RETURNS = /^(?:\[[^\]]*\]|[A-Za-z_]\w*)\s*=\s*(?=[A-Za-z_])/;

/** A term or caption without the permalink mark a generator puts after it (`conf.py¶`). */
export function withoutPermalink(text: string): string {
  return text.replace(/[¶#§]+\s*$/u, '').trim();
}

/**
 * The code names a definition-list term defines, as API references write them
 * (`exception ValueError`, `os.path.join(path, *paths)`, `class django.db.models.QuerySet`,
 * Texinfo's `: ind = sub2ind (dims, i, j)`):
 * the dotted name, and for a dotted name of a class or exception (a capital) its last part,
 * as prose names it. None for a term that is words, not a signature.
 */
export function definedNamesOf(term: string): string[] {
  const text = withoutPermalink(term);
  const signature = TEXINFO_CATEGORY.test(text)
    ? text.replace(TEXINFO_CATEGORY, '').replace(RETURNS, '')
    : text.replace(KIND_WORDS, '');
  const match = SIGNATURE.exec(signature);
  const name = match?.[1];
  if (!name || name.length < MIN_LENGTH || !/[_.:]|\p{Ll}\p{Lu}|\(/u.test(text)) {
    return [];
  }
  const last = name.split(/\.|::/).pop()!;
  return last !== name && /^\p{Lu}/u.test(last) && last.length >= MIN_LENGTH
    ? [name, last]
    : [name];
}
