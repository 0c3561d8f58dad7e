import { useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { TopicClustersScreen } from '@/features/site-intelligence/components/topic-clusters-screen';

/** /websites/{websiteId}/topic-clusters (spec §2). */
export function TopicClustersRoute() {
  const { websiteId = '' } = useParams();
  return (
    <Page
      title="Topic Clusters"
      description="Pages grouped by topic, each with its pillar page and the internal links the cluster is missing."
    >
      <TopicClustersScreen websiteId={websiteId} />
    </Page>
  );
}
