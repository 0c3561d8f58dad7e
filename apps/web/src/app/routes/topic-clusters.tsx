import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/layouts/page';

/** /websites/{websiteId}/topic-clusters (spec §2). */
export function TopicClustersRoute() {
  return (
    <Page title="Topic Clusters" description="Groups of pages that cover the same topic.">
      <ComingSoon summary="Your pages grouped by topic, with the links that hold each cluster together." />
    </Page>
  );
}
