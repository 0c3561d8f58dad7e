import { NO_SUGGESTIONS_REASON } from '../utils/processing-messages';

// A long list would bury the rest of the result; the first few say enough.
const LISTED = 5;

type PagesWithoutSuggestionsProps = {
  /** The first of the processed pages that got no suggestion. */
  urls: string[];
  /** How many there were in all. */
  count: number;
};

/** After processing: the pages that got no suggestion, and why (issue 15). */
export function PagesWithoutSuggestions({ urls, count }: PagesWithoutSuggestionsProps) {
  if (count === 0) {
    return null;
  }
  const more = count - Math.min(urls.length, LISTED);
  return (
    <div
      className="rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm text-zinc-700"
      data-testid="pages-without-suggestions"
    >
      <p className="font-medium text-zinc-900">
        No suggestions for {count === 1 ? '1 page' : `${count} pages`}
      </p>
      <ul className="mt-1 space-y-0.5">
        {urls.slice(0, LISTED).map((url) => (
          <li key={url} className="truncate text-xs">
            {url}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-xs text-zinc-500">and {more} more</p> : null}
      <p className="mt-1 text-xs text-zinc-600">{NO_SUGGESTIONS_REASON}</p>
    </div>
  );
}
