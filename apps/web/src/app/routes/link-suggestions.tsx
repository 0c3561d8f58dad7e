import { useState } from 'react';
import { useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { LinkSuggestionsScreen, ProjectPicker } from '@/features/link-suggestions';
import { GenerateSuggestionsModal } from '@/features/processing';

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

function WebsiteSuggestions({ websiteId }: { websiteId: string }) {
  const [isGenerateOpen, setIsGenerateOpen] = useState(false);
  return (
    <>
      <LinkSuggestionsScreen websiteId={websiteId} onGenerate={() => setIsGenerateOpen(true)} />
      <GenerateSuggestionsModal
        websiteId={websiteId}
        isOpen={isGenerateOpen}
        onOpenChange={setIsGenerateOpen}
      />
    </>
  );
}
