import { FIND_INBOUND_MESSAGES } from '@linkloom/contracts';
import type { FindInboundResult } from '@linkloom/contracts';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { LoadError } from '@/components/errors/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import type { useFindInboundLinks } from '../api/find-inbound-links';

type FindInboundPanelProps = {
  /** The analysed pages a search reads (the inbound list's `analysed_pages`), when known. */
  analysedPages: number | null;
  search: ReturnType<typeof useFindInboundLinks>;
};

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What the last search did, in words: never an empty list passing for one. */
function outcomeOf(result: FindInboundResult): string {
  if (result.analysed_pages === 0) {
    return FIND_INBOUND_MESSAGES.noAnalysedPages;
  }
  if (result.found === 0) {
    return FIND_INBOUND_MESSAGES.nothingFound;
  }
  const searched = `Searched ${plural(result.analysed_pages, 'analysed page', 'analysed pages')}`;
  const found = `found ${plural(result.found, 'page', 'pages')} that could link to this post`;
  const added =
    result.added > 0
      ? `${plural(result.added, 'new suggestion', 'new suggestions')} added below`
      : 'all of them were suggested already';
  const already =
    result.added > 0 && result.already_suggested > 0
      ? ` (${result.already_suggested} suggested already)`
      : '';
  return `${searched}: ${found}; ${added}${already}. No credits used.`;
}

/**
 * "Find links to this post" (issue 52 §3): searches every analysed page for sentences that
 * name the post, and optionally a keyword, and adds what it finds as pending suggestions.
 */
export function FindInboundPanel({ analysedPages, search }: FindInboundPanelProps) {
  const keywordId = useId();
  const [keyword, setKeyword] = useState('');

  function run() {
    const typed = keyword.trim();
    search.mutate(typed ? { keyword: typed } : {});
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    run();
  }

  const pagesText =
    analysedPages === null
      ? 'analysed pages'
      : plural(analysedPages, 'analysed page', 'analysed pages');
  return (
    <div className="flex flex-col gap-3">
      <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={handleSubmit}>
        <div className="flex flex-1 flex-col gap-1">
          <Label htmlFor={keywordId}>Keyword (optional)</Label>
          <Input
            id={keywordId}
            value={keyword}
            maxLength={80}
            placeholder="e.g. homemade compost"
            onChange={(event) => setKeyword(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={search.isPending}>
          <Search aria-hidden />
          Find links to this post
        </Button>
      </form>
      <p className="text-xs text-zinc-500">
        Searches the {pagesText} of this website for sentences that name this post, and the keyword
        if you give one. Pages already analysed cost no credits.
      </p>
      {search.isPending ? (
        <div className="flex items-center gap-2 text-sm text-zinc-700">
          <Spinner className="size-4" label={`Searching ${pagesText}…`} />
          <span aria-hidden>Searching {pagesText}…</span>
        </div>
      ) : search.isError ? (
        <LoadError
          title="Error finding links to this post"
          error={search.error}
          onRetry={run}
          isCompact
        />
      ) : search.data ? (
        <p role="status" className="text-sm text-zinc-800">
          {outcomeOf(search.data)}
        </p>
      ) : null}
    </div>
  );
}
