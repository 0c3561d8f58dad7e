import type { TopicClusters } from '@linkloom/contracts';
import { Card } from '@/components/ui/card';
import { PageLink } from './page-link';

type UnclusteredCardProps = { pages: TopicClusters['unclustered']; total: number };

/** The posts and pages no topic gathers: every content page is in a cluster or here. */
export function UnclusteredCard({ pages, total }: UnclusteredCardProps) {
  if (pages.length === 0) {
    return null;
  }
  return (
    <Card className="flex flex-col gap-3 p-5" aria-labelledby="cluster-unclustered" role="article">
      <header>
        <h2 id="cluster-unclustered" className="text-lg font-semibold text-zinc-900">
          Unclustered
        </h2>
        <p className="mt-0.5 text-sm text-zinc-600">
          {`${total.toLocaleString('en')} ${total === 1 ? 'post or page shares' : 'posts and pages share'} no topic with two others yet.`}
          {total > pages.length ? ` The first ${pages.length.toLocaleString('en')}:` : ''}
        </p>
      </header>
      <ul className="divide-y divide-zinc-100 text-sm">
        {pages.map((page) => (
          <li key={page.url} className="flex py-1.5">
            <PageLink url={page.url} label={page.title} className="max-w-full" />
          </li>
        ))}
      </ul>
    </Card>
  );
}
