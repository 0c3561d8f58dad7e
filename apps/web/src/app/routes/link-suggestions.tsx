import { useState } from 'react';
import type { ComponentProps } from 'react';
import { useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { SuggestionCmsActions } from '@/features/cms';
import { LinkSuggestionsScreen, ProjectPicker } from '@/features/link-suggestions';
import { GenerateSuggestionsModal } from '@/features/processing';
import { SuggestionCardExtraProvider } from '@/lib/suggestion-card-extra';

/** /link-suggestions and /websites/{websiteId}/link-suggestions (spec §2). */
export function LinkSuggestionsRoute() {
  const { websiteId } = useParams();
  if (!websiteId) {
    return (
      <Page
        title="Link Suggestions"
        description="Review, edit, approve or reject suggested internal links."
      >
        <ProjectPicker />
      </Page>
    );
  }
  // Keyed by website: filters, selection and the modal start afresh on another project.
  return <WebsiteSuggestions key={websiteId} websiteId={websiteId} />;
}

// Each approved card's WordPress actions (or copy-ready HTML), from the CMS feature.
const renderCmsActions = (props: ComponentProps<typeof SuggestionCmsActions>) => (
  <SuggestionCmsActions {...props} />
);

function WebsiteSuggestions({ websiteId }: { websiteId: string }) {
  const [isGenerateOpen, setIsGenerateOpen] = useState(false);
  return (
    <>
      <SuggestionCardExtraProvider value={renderCmsActions}>
        <LinkSuggestionsScreen websiteId={websiteId} onGenerate={() => setIsGenerateOpen(true)} />
      </SuggestionCardExtraProvider>
      <GenerateSuggestionsModal
        websiteId={websiteId}
        isOpen={isGenerateOpen}
        onOpenChange={setIsGenerateOpen}
      />
    </>
  );
}
