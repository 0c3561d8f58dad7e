import { lazy, Suspense, useState } from 'react';
import type { ComponentProps } from 'react';
import { useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { LinkSuggestionsScreen, ProjectPicker } from '@/features/link-suggestions';
import { SuggestionCardExtraProvider } from '@/lib/suggestion-card-extra';

// Neither is on the screen at first paint: the WordPress actions show on approved cards only,
// the generate modal once asked for. Their code (with Radix's dialog) loads when first needed.
const SuggestionCmsActions = lazy(async () => ({
  default: (await import('@/features/cms')).SuggestionCmsActions,
}));
const GenerateSuggestionsModal = lazy(async () => ({
  default: (await import('@/features/processing')).GenerateSuggestionsModal,
}));

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

// Each approved (or applied) card's WordPress actions (or copy-ready HTML), from the CMS
// feature; other cards have none, so they do not load it.
const renderCmsActions = (props: ComponentProps<typeof SuggestionCmsActions>) =>
  props.suggestion.status === 'approved' || props.suggestion.status === 'applied' ? (
    <Suspense fallback={null}>
      <SuggestionCmsActions {...props} />
    </Suspense>
  ) : null;

function WebsiteSuggestions({ websiteId }: { websiteId: string }) {
  const [isGenerateOpen, setIsGenerateOpen] = useState(false);
  // Mounted from its first opening on, so that closing it animates and keeps its state.
  const [wasGenerateOpened, setWasGenerateOpened] = useState(false);
  function handleGenerate() {
    setWasGenerateOpened(true);
    setIsGenerateOpen(true);
  }
  return (
    <>
      <SuggestionCardExtraProvider value={renderCmsActions}>
        <LinkSuggestionsScreen websiteId={websiteId} onGenerate={handleGenerate} />
      </SuggestionCardExtraProvider>
      {wasGenerateOpened ? (
        <Suspense fallback={null}>
          <GenerateSuggestionsModal
            websiteId={websiteId}
            isOpen={isGenerateOpen}
            onOpenChange={setIsGenerateOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
