import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useApplyPreview } from '../api/get-apply-preview';

type ApplyApprovedConfirmProps = {
  websiteId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
};

function countLabel(count: number, one: string, many: string) {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

/** Before "Apply approved" writes to WordPress: how many links, and into which posts. */
export function ApplyApprovedConfirm({
  websiteId,
  isOpen,
  onOpenChange,
  onConfirm,
}: ApplyApprovedConfirmProps) {
  const preview = useApplyPreview(websiteId, isOpen);
  const total = preview.data?.links ?? 0;
  const posts = preview.data?.posts ?? [];
  const unnamed = (preview.data?.post_count ?? 0) - posts.length;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={
        preview.data
          ? `Write ${countLabel(total, 'link', 'links')} to WordPress?`
          : 'Apply approved'
      }
      description="Each approved link is written into its post's text on your site. You can undo any of them afterwards."
    >
      {preview.isPending ? (
        <Spinner className="size-5" label="Counting approved links" />
      ) : preview.isError ? (
        <p className="text-sm text-rose-700">{preview.error.message}</p>
      ) : total === 0 ? (
        <p className="text-sm text-zinc-600">No approved suggestions are waiting to be applied.</p>
      ) : (
        <>
          <h3 className="text-sm font-medium text-zinc-900">
            {`Into ${countLabel(preview.data?.post_count ?? 0, 'post', 'posts')}:`}
          </h3>
          <ul
            aria-label="Posts to change"
            className="mt-2 max-h-64 divide-y divide-zinc-100 overflow-y-auto text-sm"
          >
            {posts.map((post) => (
              <li key={post.url} className="flex items-baseline justify-between gap-3 py-1.5">
                <span className="min-w-0 truncate text-zinc-800" title={post.url}>
                  {post.title ?? post.url}
                </span>
                <span className="shrink-0 text-xs text-zinc-600 tabular-nums">
                  {countLabel(post.links, 'link', 'links')}
                </span>
              </li>
            ))}
          </ul>
          {unnamed > 0 ? (
            <p className="mt-2 text-xs text-zinc-600">
              {`and ${countLabel(unnamed, 'more post', 'more posts')}`}
            </p>
          ) : null}
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
