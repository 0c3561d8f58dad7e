import type { LinkSuggestion } from '@linkloom/contracts';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { cn } from '@/lib/cn';
import { splitAroundAnchor } from '../utils/highlight-anchor';
import { confidenceLabel, suggestionTypeLabel } from '../utils/suggestion-labels';

/** How likely the link is to be one the site's editors would make, measured on the site's own links. */
export function ConfidenceTag({
  suggestion,
  basis = null,
}: {
  suggestion: LinkSuggestion;
  /** What the site's confidences rest on: "learnt from your 37 decisions" (issue 51). */
  basis?: string | null;
}) {
  const label = confidenceLabel(suggestion);
  // A new_passage card's type already reads 'new passage'.
  if (label === null || suggestionTypeLabel(suggestion.suggestion_type) === label) {
    return null;
  }
  const isPassage = suggestion.anchor_source === 'generated_passage';
  return (
    <span
      className="ml-auto text-xs font-medium text-zinc-600 tabular-nums"
      title={
        isPassage
          ? 'New text for the page: Linkloom has no measured likelihood for written passages'
          : `Estimated chance that an editor of your site would make this link, ${basis ?? "estimated from your site's own links"}`
      }
    >
      <span>{label}</span>
      {basis && !isPassage ? (
        <span className="font-normal text-zinc-500" data-testid="confidence-basis">
          {` · ${basis}`}
        </span>
      ) : null}
    </span>
  );
}

/** A page by its title, its URL the line under it (issue 17); the URL alone before a crawl. */
export function PageLink({ url, title }: { url: string; title: string | null }) {
  return (
    <span className="flex min-w-0 flex-col">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="group inline-flex min-w-0 items-center gap-1 font-medium text-brand-700 hover:underline"
      >
        <span className="truncate">{title ?? url}</span>
        <ExternalLink className="size-3 shrink-0 opacity-60 group-hover:opacity-100" aria-hidden />
      </a>
      {title ? <span className="truncate text-xs text-zinc-600">{url}</span> : null}
    </span>
  );
}

/** The target's link equity now and what this link is estimated to add; nothing before the site is analysed. */
export function TargetEquity({ suggestion }: { suggestion: LinkSuggestion }) {
  if (suggestion.target_equity === null) {
    return null;
  }
  const gain = suggestion.estimated_equity_gain;
  return (
    <p
      className="text-xs text-zinc-500 tabular-nums sm:col-start-2"
      title="Link equity: internal PageRank on a 0–100 scale (weakest page 0, strongest 100)"
    >
      Target equity {Math.round(suggestion.target_equity)}/100
      {gain === null ? null : (
        <>
          <span aria-hidden> · </span>
          <span className={cn('font-medium', gain > 0 ? 'text-emerald-700' : 'text-zinc-500')}>
            +{gain.toFixed(1)} if applied
          </span>
        </>
      )}
    </p>
  );
}

/** The anchor in its context, a generated passage with its placement, and why it was proposed. */
export function SuggestionBody({ suggestion }: { suggestion: LinkSuggestion }) {
  const parts = splitAroundAnchor(suggestion.context, suggestion.anchor_text);
  return (
    <div className="mt-3 space-y-3 text-sm">
      <p>
        <span className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Anchor</span>{' '}
        <span className="font-semibold text-zinc-900">{suggestion.anchor_text}</span>
      </p>
      {suggestion.context ? (
        <blockquote className="rounded-lg border-l-2 border-zinc-200 bg-zinc-50 px-3 py-2 text-zinc-700">
          {parts ? (
            <>
              {parts.before}
              <mark className="rounded bg-brand-100 px-0.5 font-medium text-brand-700">
                {parts.anchor}
              </mark>
              {parts.after}
            </>
          ) : (
            suggestion.context
          )}
        </blockquote>
      ) : null}
      {suggestion.generated_passage ? (
        <div className="rounded-lg border border-dashed border-emerald-300 bg-emerald-50/50 px-3 py-2">
          <p className="flex flex-wrap items-center gap-1 text-xs font-medium text-emerald-800">
            Generated passage
            {suggestion.passage_placement ? (
              <>
                <ArrowRight className="size-3" aria-hidden />
                <span>{suggestion.passage_placement}</span>
              </>
            ) : null}
          </p>
          <p className="mt-1 text-zinc-800">{suggestion.generated_passage}</p>
        </div>
      ) : null}
      {suggestion.reasons.length > 0 ? (
        <div>
          <p className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Why this link</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-zinc-700">
            {suggestion.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
