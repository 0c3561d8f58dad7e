import type { LinkSuggestion } from '@linkloom/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { Grouping } from '../utils/group-suggestions';
import { LessLikelyList } from './less-likely-list';
import { SuggestionCard } from './suggestion-card';

type SuggestionGroupProps = {
  websiteId: string;
  grouping: Grouping;
  url: string;
  suggestions: LinkSuggestion[];
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: string[], isSelected: boolean) => void;
};

/** A page's suggestions: its outgoing links (by source) or incoming links (by target). */
export function SuggestionGroup({
  websiteId,
  grouping,
  url,
  suggestions,
  selectedIds,
  onSelectionChange,
}: SuggestionGroupProps) {
  const [isLessLikelyShown, setIsLessLikelyShown] = useState(false);
  const pendingIds = suggestions.filter((s) => s.status === 'pending').map((s) => s.uuid);
  const selectedCount = pendingIds.filter((id) => selectedIds.has(id)).length;
  const groupChecked =
    selectedCount === 0 ? false : selectedCount === pendingIds.length ? true : 'indeterminate';
  const count = suggestions.length;
  const noun = grouping === 'source' ? 'outgoing' : 'incoming';
  const first = suggestions[0];
  const title = (grouping === 'source' ? first?.source_title : first?.target_title) ?? null;

  return (
    <section aria-label={`${grouping === 'source' ? 'Source' : 'Target'} page ${url}`}>
      <header className="mb-2 flex items-center gap-3 px-1">
        <Checkbox
          checked={groupChecked}
          disabled={pendingIds.length === 0}
          onCheckedChange={(checked) => onSelectionChange(pendingIds, checked === true)}
          aria-label={`Select pending suggestions of ${url}`}
        />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium tracking-wide text-zinc-600 uppercase">
            {grouping === 'source' ? 'Source Page' : 'Target Page'}
          </p>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="block truncate text-sm font-semibold text-zinc-900 hover:underline"
          >
            {title ?? url}
          </a>
          {title ? <p className="truncate text-xs text-zinc-600">{url}</p> : null}
        </div>
        <span className="shrink-0 rounded-full bg-zinc-100 px-2.5 py-0.5 text-xs font-medium text-zinc-700">
          {count} {noun} {count === 1 ? 'link' : 'links'}
        </span>
      </header>
      <div className="space-y-3">
        {suggestions.map((suggestion) => (
          <SuggestionCard
            key={suggestion.uuid}
            websiteId={websiteId}
            suggestion={suggestion}
            isSelected={selectedIds.has(suggestion.uuid)}
            onSelectedChange={(isSelected) => onSelectionChange([suggestion.uuid], isSelected)}
          />
        ))}
        {grouping === 'source' ? (
          <div className="space-y-2">
            <Button
              variant="ghost"
              size="sm"
              className="text-brand-700"
              aria-expanded={isLessLikelyShown}
              onClick={() => setIsLessLikelyShown((shown) => !shown)}
            >
              {isLessLikelyShown ? 'Hide less likely' : 'Show less likely'}
            </Button>
            {isLessLikelyShown ? <LessLikelyList websiteId={websiteId} sourceUrl={url} /> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
