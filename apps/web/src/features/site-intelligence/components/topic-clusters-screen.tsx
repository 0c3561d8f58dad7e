import type { TopicClusters } from '@linkloom/contracts';
import { Network } from 'lucide-react';
import { useTopicClusters } from '../api/get-topic-clusters';
import { pluralize } from '../utils/format';
import { AnalysisFrame } from './analysis-frame';
import { ClusterCard } from './cluster-card';
import { UnclusteredCard } from './unclustered-card';
import { EmptyState } from '@/components/ui/empty-state';

type TopicClustersScreenProps = { websiteId: string };

function summarize({ clusters, unclustered }: TopicClusters): string {
  const rest =
    unclustered.length > 0
      ? ` ${pluralize(unclustered.length, 'post or page', 'posts and pages')} unclustered.`
      : '';
  if (clusters.length === 0) {
    return `No clusters found yet.${rest}`;
  }
  const pageCount = clusters.reduce((sum, cluster) => sum + cluster.memberUrls.length, 0);
  const gapCount = clusters.reduce((sum, cluster) => sum + cluster.gaps.length, 0);
  const gaps =
    gapCount === 0
      ? 'every member and pillar link to each other.'
      : `${pluralize(gapCount, 'missing link')} between members and pillars.`;
  return `${pluralize(clusters.length, 'cluster')} covering ${pluralize(pageCount, 'post or page', 'posts and pages')}; ${gaps}${rest}`;
}

/** /websites/{id}/topic-clusters: every cluster with its pillar, members and linking gaps. */
export function TopicClustersScreen({ websiteId }: TopicClustersScreenProps) {
  const query = useTopicClusters(websiteId);
  return (
    <AnalysisFrame
      websiteId={websiteId}
      query={query}
      skeletonBlocks={2}
      summary={(data) => <p className="text-sm text-zinc-600">{summarize(data)}</p>}
    >
      {({ clusters, unclustered }) => (
        <>
          <TopicClustersList websiteId={websiteId} clusters={clusters} />
          <UnclusteredCard pages={unclustered} />
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
