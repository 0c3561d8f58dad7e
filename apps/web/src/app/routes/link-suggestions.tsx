import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/layouts/page';

/** /link-suggestions and /websites/{websiteId}/link-suggestions (spec §2). */
export function LinkSuggestionsRoute() {
  return (
    <Page
      title="Link Suggestions"
      description="Review, edit, approve or reject suggested internal links."
    >
      <ComingSoon summary="Suggestions grouped by source or target page, with filters by status and bulk approval." />
    </Page>
  );
}
