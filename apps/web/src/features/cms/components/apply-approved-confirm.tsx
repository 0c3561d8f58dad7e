import type { LinkSuggestion } from '@linkloom/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useApprovedLinks } from '../api/get-approved-links';

type ApplyApprovedConfirmProps = {
  websiteId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
};

function countLabel(count: number, one: string, many: string) {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

/** The posts the approved links go into, with how many each gets, most first. */
function postsOf(suggestions: LinkSuggestion[]) {
  const posts = new Map<string, { title: string; links: number }>();
  for (const suggestion of suggestions) {
    const post = posts.get(suggestion.source_url) ?? {
      title: suggestion.source_title ?? suggestion.source_url,
      links: 0,
    };
    post.links += 1;
    posts.set(suggestion.source_url, post);
  }
  return [...posts].sort((a, b) => b[1].links - a[1].links || a[0].localeCompare(b[0]));
}

/** Before "Apply approved" writes to WordPress: how many links, and into which posts. */
export function ApplyApprovedConfirm({
  websiteId,
  isOpen,
  onOpenChange,
  onConfirm,
}: ApplyApprovedConfirmProps) {
  const approved = useApprovedLinks(websiteId, isOpen);
  const total = approved.data?.pagination.total ?? 0;
  const posts = postsOf(approved.data?.suggestions ?? []);
  const listed = approved.data?.suggestions.length ?? 0;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={
        approved.data
          ? `Write ${countLabel(total, 'link', 'links')} to WordPress?`
          : 'Apply approved'
      }
      description="Each approved link is written into its post's text on your site. You can undo any of them afterwards."
    >
      {approved.isPending ? (
        <Spinner className="size-5" label="Counting approved links" />
      ) : approved.isError ? (
        <p className="text-sm text-rose-700">{approved.error.message}</p>
      ) : total === 0 ? (
        <p className="text-sm text-zinc-600">No approved suggestions are waiting to be applied.</p>
      ) : (
        <>
          <h3 className="text-sm font-medium text-zinc-900">
            {total > listed ? `The first ${listed} links go into:` : 'Into these posts:'}
          </h3>
          <ul
            aria-label="Posts to change"
            className="mt-2 max-h-64 divide-y divide-zinc-100 overflow-y-auto text-sm"
          >
            {posts.map(([url, post]) => (
              <li key={url} className="flex items-baseline justify-between gap-3 py-1.5">
                <span className="min-w-0 truncate text-zinc-800" title={url}>
                  {post.title}
                </span>
                <span className="shrink-0 text-xs text-zinc-600 tabular-nums">
                  {countLabel(post.links, 'link', 'links')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button size="sm" disabled={total === 0} onClick={onConfirm}>
          {`Write ${countLabel(total, 'link', 'links')}`}
        </Button>
      </div>
    </Dialog>
  );
}
