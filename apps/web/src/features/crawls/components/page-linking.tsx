import type { Page } from '@linkloom/contracts';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useSetPageLinking } from '../api/set-page-linking';

type PageLinkingProps = { websiteId: string; page: Page };

/** The site's home page stays a page to link to even when it lists posts. */
function isHomePage(url: string): boolean {
  return /^\/(?:index\.(?:html?|php))?$/i.test(new URL(url).pathname);
}

/**
 * A page that only lists others (an archive, search results, a later page of a list, a feed)
 * is left out of links (the home page only as a source); its owner can link it anyway, and
 * undo that.
 */
export function PageLinking({ websiteId, page }: PageLinkingProps) {
  const setLinking = useSetPageLinking(websiteId);
  if (!page.listingReason) {
    return null;
  }

  function handleToggle() {
    setLinking.mutate(
      { pageId: page._id, linkedAnyway: !page.linkedAnyway },
      { onError: (error) => toast.error(error.message) },
    );
  }

  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-2">
      {page.linkedAnyway ? (
        <span
          className="inline-flex items-center rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-600/20 ring-inset"
          title={`Left out by default: ${page.listingReason}`}
        >
          Linked anyway
        </span>
      ) : (
        <span className="inline-flex items-center rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700 ring-1 ring-zinc-500/20 ring-inset">
          {isHomePage(page.url)
            ? `Linked to, no links added to it: ${page.listingReason}`
            : `Left out of links: ${page.listingReason}`}
        </span>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="h-6 px-2 text-xs text-brand-700"
        disabled={setLinking.isPending}
        onClick={handleToggle}
      >
        {page.linkedAnyway ? 'Leave it out' : 'Link it anyway'}
      </Button>
    </div>
  );
}
