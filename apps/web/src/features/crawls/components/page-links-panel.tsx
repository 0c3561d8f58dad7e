import type { PageLinksResponse } from '@linkloom/contracts';
import { Spinner } from '@/components/ui/spinner';
import { usePageLinks } from '../api/get-page-links';
import type { LinkKind } from '../api/crawl-query-keys';
import { ExternalUrl } from '@/components/ui/external-url';

const PLACEMENT_LABELS: Record<PageLinksResponse['links'][number]['placement'], string> = {
  main: 'Main content',
  navigation: 'Navigation',
  header: 'Header',
  footer: 'Footer',
  sidebar: 'Sidebar',
};

type PageLinksPanelProps = { websiteId: string; pageId: string; id: string };

/** The links found on one crawled page, internal then external, each with where it sits. */
export function PageLinksPanel({ websiteId, pageId, id }: PageLinksPanelProps) {
  return (
    <div
      id={id}
      className="grid gap-4 border-t border-zinc-100 bg-zinc-50/70 px-4 py-4 md:grid-cols-2"
    >
      <LinkList websiteId={websiteId} pageId={pageId} kind="internal" />
      <LinkList websiteId={websiteId} pageId={pageId} kind="external" />
    </div>
  );
}

type LinkListProps = { websiteId: string; pageId: string; kind: LinkKind };

function LinkList({ websiteId, pageId, kind }: LinkListProps) {
  const { data, isPending, isError, refetch } = usePageLinks(websiteId, pageId, kind);
  const heading = kind === 'internal' ? 'Internal links' : 'External links';
  const headingId = `${pageId}-${kind}-links`;

  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">
        {heading}
        {data ? <span className="ml-1 font-normal">({data.links.length})</span> : null}
      </h3>
      {isPending ? (
        <Spinner className="mt-3 size-4" label={`Loading ${heading.toLowerCase()}`} />
      ) : isError ? (
        <p className="mt-2 text-sm text-red-700">
          Could not load the links.{' '}
          <button
            type="button"
            className="font-medium underline underline-offset-2"
            onClick={() => void refetch()}
          >
            Retry
          </button>
        </p>
      ) : data.links.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-500">No {heading.toLowerCase()} on this page.</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-zinc-200/70">
          {data.links.map((link, index) => (
            <li key={`${link.targetUrl}-${index}`} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center gap-1.5">
                <span className="text-sm font-medium text-zinc-900">
                  {link.anchorText || <span className="text-zinc-500 italic">No anchor text</span>}
                </span>
                <span className="rounded-md bg-white px-1.5 py-0.5 text-[11px] font-medium text-zinc-600 ring-1 ring-zinc-200">
                  {PLACEMENT_LABELS[link.placement]}
                </span>
                {link.nofollow ? (
                  <span className="rounded-md bg-zinc-200/70 px-1.5 py-0.5 text-[11px] text-zinc-600">
                    nofollow
                  </span>
                ) : null}
              </div>
              <ExternalUrl
                url={link.targetUrl}
                className="text-xs text-brand-700 hover:underline"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
