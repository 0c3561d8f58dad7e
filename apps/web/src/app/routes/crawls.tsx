import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/layouts/page';

/** /crawls and /websites/{websiteId}/crawls (spec §2, 'Crawled Pages'). */
export function CrawlsRoute() {
  return (
    <Page title="Crawled Pages" description="Every page Linkloom has crawled on your site.">
      <ComingSoon summary="Each page with its title, status and when it was last crawled." />
    </Page>
  );
}
