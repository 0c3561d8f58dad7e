import type { TopicClusters } from '@linkloom/contracts';
import { Network } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CLUSTERS_PER_PAGE, useTopicClusters } from '../api/get-topic-clusters';
import { pluralize } from '../utils/format';
import { AnalysisFrame } from './analysis-frame';
import { ClusterCard } from './cluster-card';
import { UnclusteredCard } from './unclustered-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';

type TopicClustersScreenProps = { websiteId: string };

function summarize({ totals, unclusteredTotal }: TopicClusters): string {
  const rest =
    unclusteredTotal > 0
      ? ` ${pluralize(unclusteredTotal, 'post or page', 'posts and pages')} unclustered.`
      : '';
  if (totals.clusters === 0) {
    return `No clusters found yet.${rest}`;
  }
  const { members: pageCount, gaps: gapCount } = totals;
  const gaps =
    gapCount === 0
      ? 'every member and pillar link to each other.'
      : `${pluralize(gapCount, 'missing link')} between members and pillars.`;
  return `${pluralize(totals.clusters, 'cluster')} covering ${pluralize(pageCount, 'post or page', 'posts and pages')}; ${gaps}${rest}`;
}

/** /websites/{id}/topic-clusters: every cluster with its pillar, members and linking gaps. */
export function TopicClustersScreen({ websiteId }: TopicClustersScreenProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useTopicClusters(websiteId, page);
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  return (
    <AnalysisFrame
      websiteId={websiteId}
      query={query}
      skeletonBlocks={2}
      summary={(data) => <p className="text-sm text-zinc-600">{summarize(data)}</p>}
    >
      {({ clusters, pagination, unclustered, unclusteredTotal }) => (
        <>
          <TopicClustersList websiteId={websiteId} clusters={clusters} />
          {pagination.pages > 1 ? (
            <ListPagination
              pagination={pagination}
              limit={CLUSTERS_PER_PAGE}
              shownCount={clusters.length}
              noun="clusters"
              onPageChange={goTo}
            />
          ) : null}
          {pagination.page === 1 ? (
            <UnclusteredCard pages={unclustered} total={unclusteredTotal} />
          ) : null}
        </>
      )}
    </AnalysisFrame>
  );
}

type TopicClustersListProps = { websiteId: string; clusters: TopicClusters['clusters'] };

function TopicClustersList({ websiteId, clusters }: TopicClustersListProps) {
  return (
    <>
      {clusters.length === 0 ? (
        <EmptyState
          icon={Network}
          title="No topic clusters yet"
          description="Clusters appear after a crawl when enough pages share a topic: a few pages whose key phrases overlap, one of which can act as the pillar. Add more pages on a topic, or crawl again once they are published."
        />
      ) : (
        clusters.map((cluster) => (
          <ClusterCard key={cluster.id} websiteId={websiteId} cluster={cluster} />
        ))
      )}
    </>
  );
}
