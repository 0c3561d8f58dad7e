import { Network } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useTopicClusters } from '../api/get-topic-clusters';
import { pluralize } from '../utils/format';
import { ClusterCard } from './cluster-card';
import { LastAnalysed } from './last-analysed';
import { NoAnalysisYet } from './no-analysis-yet';
import { QueryFailed } from './query-failed';
import { ScreenSkeleton } from './screen-skeleton';
import { SiteIntelligenceNav } from './site-intelligence-nav';

type TopicClustersScreenProps = { websiteId: string };

/** /websites/{id}/topic-clusters: every cluster with its pillar, members and linking gaps. */
export function TopicClustersScreen({ websiteId }: TopicClustersScreenProps) {
  const query = useTopicClusters(websiteId);
  return (
    <>
      <SiteIntelligenceNav websiteId={websiteId} />
      <TopicClustersBody websiteId={websiteId} query={query} />
    </>
  );
}

type TopicClustersBodyProps = {
  websiteId: string;
  query: ReturnType<typeof useTopicClusters>;
};

function TopicClustersBody({ websiteId, query }: TopicClustersBodyProps) {
  if (query.isPending) {
    return <ScreenSkeleton blocks={2} />;
  }
  if (query.isError) {
    return <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { computedAt, clusters } = query.data;
  if (computedAt === null) {
    return <NoAnalysisYet websiteId={websiteId} />;
  }
  const pageCount = clusters.reduce((sum, cluster) => sum + cluster.memberUrls.length, 0);
  const gapCount = clusters.reduce((sum, cluster) => sum + cluster.gaps.length, 0);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-zinc-600">
          {clusters.length > 0
            ? `${pluralize(clusters.length, 'cluster')} covering ${pluralize(pageCount, 'page')}; ${gapCount === 0 ? 'every member and pillar link to each other.' : `${pluralize(gapCount, 'missing link')} between members and pillars.`}`
            : 'No clusters found yet.'}
        </p>
        <LastAnalysed computedAt={computedAt} />
      </div>
      {clusters.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <div className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Network className="size-5" aria-hidden />
          </div>
          <h2 className="mt-4 text-base font-medium text-zinc-900">No topic clusters yet</h2>
          <p className="mt-1 max-w-md text-sm text-zinc-600">
            Clusters appear after a crawl when enough pages share a topic: a few pages whose key
            phrases overlap, one of which can act as the pillar. Add more pages on a topic, or crawl
            again once they are published.
          </p>
        </Card>
      ) : (
        clusters.map((cluster) => (
          <ClusterCard key={cluster.id} websiteId={websiteId} cluster={cluster} />
        ))
      )}
    </div>
  );
}
