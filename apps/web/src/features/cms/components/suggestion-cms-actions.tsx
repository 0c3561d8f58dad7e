import { linkedParagraphHtml } from '@linkloom/contracts';
import type { CmsPublication, LinkSuggestion } from '@linkloom/contracts';
import { CheckCheck, Copy, RotateCw, SlidersHorizontal, Undo2, Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useCmsConnection } from '../api/cms-connection';
import { useCmsPublications, usePublicationAction } from '../api/cms-publications';
import { ApplyOptions, applyBody, initialChoices } from './apply-options';
import type { ApplyChoices } from './apply-options';

type SuggestionCmsActionsProps = { websiteId: string; suggestion: LinkSuggestion };

const STATE_TEXT: Record<CmsPublication['state'], string> = {
  queued: 'Waiting to be written to WordPress.',
  written: 'Written to WordPress by Linkloom, not seen on the live page yet.',
  applied: 'Applied by Linkloom, live on WordPress',
  linked_by_author: 'Already linked by you: the post links this page itself.',
  needs_review: 'Needs review: nothing was written.',
  failed: 'Could not be written to WordPress.',
  undone: 'Undone: taken out of WordPress. It stays out until you choose Apply again.',
  removed: 'Removed in WordPress. It stays out until you choose Apply again.',
};

/** Where the link is Linkloom's own, in the post: it can be verified and undone. */
const IS_LINKLOOMS = new Set<CmsPublication['state']>(['applied', 'written']);
/** Decisions that keep the link off: only an explicit "Apply again" writes it. */
const IS_KEPT_OFF = new Set<CmsPublication['state']>(['undone', 'removed']);

/**
 * An approved or applied card's way into WordPress: apply, its state there with the reason,
 * and undo; with no WordPress connected, the paragraph as HTML ready to paste.
 */
export function SuggestionCmsActions({ websiteId, suggestion }: SuggestionCmsActionsProps) {
  const connection = useCmsConnection(websiteId);
  const isConnected = Boolean(connection.data);
  const publications = useCmsPublications(websiteId, isConnected);
  const apply = usePublicationAction(websiteId, 'apply');
  const undo = usePublicationAction(websiteId, 'undo');
  const verify = usePublicationAction(websiteId, 'verify');
  const [choices, setChoices] = useState<ApplyChoices | null>(null);
  if (suggestion.status !== 'approved' && suggestion.status !== 'applied') {
    return null;
  }
  if (!connection.isSuccess) {
    return null;
  }
  if (!isConnected) {
    return <CopyReadyHtml suggestion={suggestion} />;
  }
  const settings = connection.data!.link_settings;
  const publication = publications.data?.find((row) => row.suggestion_id === suggestion.uuid);
  const isBusy = apply.isPending || undo.isPending || verify.isPending;
  const onError = (error: Error) => toast.error(error.message);
  const state = publication?.state;
  const isLinklooms = state !== undefined && IS_LINKLOOMS.has(state);
  const canApply = state !== 'applied' && state !== 'linked_by_author';
  const applyLabel =
    state !== undefined && IS_KEPT_OFF.has(state) ? 'Apply again' : 'Apply to WordPress';
  return (
    <footer className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-zinc-100 pt-3">
      <p role="status" className="text-sm text-zinc-700">
        {publication ? STATE_TEXT[publication.state] : 'Not in WordPress yet.'}
        {publication?.state === 'applied' && publication.applied_at
          ? ` since ${new Date(publication.applied_at).toLocaleString()}.`
          : null}
        {publication?.message ? (
          <span className="block text-zinc-600">{publication.message}</span>
        ) : null}
      </p>
      <div className="flex gap-2">
        {isLinklooms ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={isBusy}
            onClick={() =>
              verify.mutate(suggestion.uuid, {
                onError,
                // The state line may read as before: say that the live post was read just now.
                onSuccess: (checked) =>
                  toast.success(`Checked the live post just now. ${STATE_TEXT[checked.state]}`),
              })
            }
          >
            <CheckCheck aria-hidden />
            {verify.isPending ? 'Verifying…' : 'Verify'}
          </Button>
        ) : null}
        {isLinklooms ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={isBusy}
            onClick={() => undo.mutate(suggestion.uuid, { onError })}
          >
            <Undo2 aria-hidden />
            Undo
          </Button>
        ) : null}
        {canApply ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={choices !== null}
            onClick={() =>
              setChoices(choices ? null : initialChoices(suggestion.anchor_text, settings))
            }
          >
            <SlidersHorizontal aria-hidden />
            Link options
          </Button>
        ) : null}
        {canApply ? (
          <Button
            size="sm"
            disabled={isBusy}
            onClick={() =>
              apply.mutate(
                {
                  suggestionId: suggestion.uuid,
                  body: choices ? applyBody(choices, suggestion.anchor_text, settings) : null,
                },
                { onError, onSuccess: () => setChoices(null) },
              )
            }
          >
            {applyLabel === 'Apply again' ? <RotateCw aria-hidden /> : <Upload aria-hidden />}
            {apply.isPending ? 'Applying…' : applyLabel}
          </Button>
        ) : null}
      </div>
      {choices && canApply ? (
        <ApplyOptions
          idPrefix={`apply-${suggestion.uuid}`}
          choices={choices}
          onChange={setChoices}
        />
      ) : null}
    </footer>
  );
}

/** Without a CMS: the paragraph with its link, to paste into the page by hand. */
function CopyReadyHtml({ suggestion }: { suggestion: LinkSuggestion }) {
  const html = linkedParagraphHtml(suggestion);
  async function copy() {
    try {
      await navigator.clipboard.writeText(html);
      toast.success('HTML copied. Paste it into your page.');
    } catch {
      toast.error('Copying was blocked by the browser; select the HTML and copy it.');
    }
  }
  return (
    <footer className="mt-4 space-y-2 border-t border-zinc-100 pt-3">
      <p className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Copy-ready HTML</p>
      <code className="block rounded-lg bg-zinc-50 px-3 py-2 text-xs break-all text-zinc-800">
        {html}
      </code>
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy HTML
        </Button>
      </div>
    </footer>
  );
}
