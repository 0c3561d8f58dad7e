import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/layouts/page';

/** /dashboard and /websites (spec §2). */
export function DashboardRoute() {
  return (
    <Page title="Dashboard" description="Your projects at a glance.">
      <ComingSoon summary="Each project with its pages, crawl progress, link suggestions waiting for review and next crawl." />
    </Page>
  );
}
