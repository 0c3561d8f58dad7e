import type { TopicClusters } from '@linkloom/contracts';
import { Network } from 'lucide-react';
import { useTopicClusters } from '../api/get-topic-clusters';
import { pluralize } from '../utils/format';
import { AnalysisFrame } from './analysis-frame';
import { ClusterCard } from './cluster-card';
import { EmptyState } from '@/components/ui/empty-state';

type TopicClustersScreenProps = { websiteId: string };

function summarize(clusters: TopicClusters['clusters']): string {
  if (clusters.length === 0) {
    return 'No clusters found yet.';
  }
  const pageCount = clusters.reduce((sum, cluster) => sum + cluster.memberUrls.length, 0);
  const gapCount = clusters.reduce((sum, cluster) => sum + cluster.gaps.length, 0);
  const gaps =
    gapCount === 0
      ? 'every member and pillar link to each other.'
      : `${pluralize(gapCount, 'missing link')} between members and pillars.`;
  return `${pluralize(clusters.length, 'cluster')} covering ${pluralize(pageCount, 'page')}; ${gaps}`;
}

/** /websites/{id}/topic-clusters: every cluster with its pillar, members and linking gaps. */
export function TopicClustersScreen({ websiteId }: TopicClustersScreenProps) {
  const query = useTopicClusters(websiteId);
  return (
    <AnalysisFrame
      websiteId={websiteId}
      query={query}
      skeletonBlocks={2}
      summary={({ clusters }) => <p className="text-sm text-zinc-600">{summarize(clusters)}</p>}
    >
      {({ clusters }) => <TopicClustersList websiteId={websiteId} clusters={clusters} />}
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
