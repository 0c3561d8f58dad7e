import type { ComponentProps } from 'react';
import { useParams } from 'react-router';
import { SuggestionCmsActions } from '@/features/cms';
import { InboundSuggestionsScreen } from '@/features/link-suggestions';
import { SuggestionCardExtraProvider } from '@/lib/suggestion-card-extra';

// Each card's WordPress actions (Apply, Undo, Apply again, or copy-ready HTML), as on the list.
const renderCmsActions = (props: ComponentProps<typeof SuggestionCmsActions>) => (
  <SuggestionCmsActions {...props} />
);

/** /websites/{websiteId}/crawls/pages/{pageId}/links-to-this-post ("Links to this post"). */
export function InboundSuggestionsRoute() {
  const { websiteId = '', pageId = '' } = useParams();
  return (
    <SuggestionCardExtraProvider value={renderCmsActions}>
      <InboundSuggestionsScreen
        key={`${websiteId}/${pageId}`}
        websiteId={websiteId}
        pageId={pageId}
      />
    </SuggestionCardExtraProvider>
  );
}
