import type { LinkFix, LinkIssue } from '@linkloom/contracts';
import { CircleCheck, Send, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useLinkFixAction } from '../api/link-fixes';

type LinkFixActionsProps = { websiteId: string; issue: LinkIssue; fix: LinkFix | undefined };

const STATE_TEXT: Partial<Record<LinkFix['state'], string>> = {
  approved: 'Approved',
  published: 'Published: the next crawl verifies it',
  verified: 'Verified by the last crawl',
  needs_review: 'Needs review',
  failed: 'Failed',
  undone: 'Undone',
};

/**
 * A fix that is a link: approve pointing the anchor at the URL to link instead, publish it to
 * WordPress (only the link's href changes), then see it verified, or undo it.
 */
export function LinkFixActions({ websiteId, issue, fix }: LinkFixActionsProps) {
  const mutation = useLinkFixAction(websiteId);
  const label = `${issue.anchorText || issue.targetUrl} on ${issue.sourceUrl}`;

  function run(input: Parameters<typeof mutation.mutate>[0], done: string) {
    mutation.mutate(input, {
      onSuccess: (saved) => (saved.message ? toast.error(saved.message) : toast.success(done)),
      onError: (error) => toast.error(error.message),
    });
  }

  const approve = () =>
    run(
      {
        action: 'approve',
        body: {
          sourceUrl: issue.sourceUrl!,
          targetUrl: issue.targetUrl,
          anchorText: issue.anchorText,
        },
      },
      'Fix approved',
    );

  if (!fix || fix.state === 'undone') {
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled={mutation.isPending}
        onClick={approve}
        aria-label={`Approve fix: ${label}`}
      >
        Approve fix
      </Button>
    );
  }
  const isLive = fix.state === 'published' || fix.state === 'verified';
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span
        className="flex items-center gap-1 text-xs text-zinc-600"
        title={fix.message ?? undefined}
      >
        {fix.state === 'verified' ? (
          <CircleCheck className="size-3.5 text-emerald-600" aria-hidden />
        ) : null}
        {STATE_TEXT[fix.state]}
      </span>
      {isLive ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={mutation.isPending}
          onClick={() => run({ action: 'undo', fixId: fix.id }, 'The old link is back')}
          aria-label={`Undo fix: ${label}`}
        >
          <Undo2 aria-hidden />
          Undo
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          disabled={mutation.isPending}
          onClick={() => run({ action: 'publish', fixId: fix.id }, 'Fix published to WordPress')}
          aria-label={`Publish fix to WordPress: ${label}`}
        >
          <Send aria-hidden />
          Publish to WordPress
        </Button>
      )}
    </span>
  );
}
