import { MESSAGES } from '@linkloom/contracts';
import type { WebsiteNeedingUrlSelection } from '@linkloom/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { CreditFitNotice } from '@/components/credits/credit-fit-notice';
import { LoadError } from '@/components/errors/load-error';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCreditStatus } from '@/lib/queries/get-credit-status';
import { useSitemapPages } from '../api/get-sitemap-pages';
import { formatCount } from '../utils/website-figures';
import type { RenderProcessSelection } from './process-selection-step';
import { UrlChecklist } from './url-checklist';
import { PRESELECTED_URLS, useUrlSelection } from './url-selection';
import { websiteKeys } from '@/lib/queries/query-keys';

// Spec §7: the setup modal asks for up to 1,000 discovered pages.
export const SETUP_PAGE_LIMIT = 1000;

export const LOAD_PAGES_FAILED = 'Failed to load website pages. Please try again.';

export const SUGGESTIONS_COMPLETION_NOTE = 'Opening the link suggestions';

type ContinueSetupModalProps = {
  website: WebsiteNeedingUrlSelection;
  onClose: () => void;
  /** Processes the chosen pages into suggestions, with progress. */
  renderProcessing: RenderProcessSelection;
};

type SetupFormProps = {
  urls: string[];
  /** The pages chosen before a try that did not start (credits short, say); else the first 50. */
  initialSelection: string[] | null;
  onContinue: (urls: string[]) => void;
  onClose: () => void;
};

function SetupForm({ urls, initialSelection, onContinue, onClose }: SetupFormProps) {
  const { selected, toggle, selectAll, clear } = useUrlSelection(
    initialSelection ?? urls.slice(0, PRESELECTED_URLS),
  );
  const credits = useCreditStatus();
  const count = selected.size;
  const isAllSelected = count > 0 && count === urls.length;

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm font-medium text-zinc-800">
          <Checkbox
            aria-label="Select All"
            checked={isAllSelected ? true : count > 0 ? 'indeterminate' : false}
            onCheckedChange={() => (isAllSelected ? clear() : selectAll(urls))}
          />
          Select All
        </label>
        <span className="text-sm text-zinc-500">
          {formatCount(count)} of {formatCount(urls.length)} selected
        </span>
      </div>
      <UrlChecklist urls={urls} selected={selected} onToggle={toggle} label="Discovered pages" />
      {count === 0 ? (
        <p className="text-sm text-amber-700">{MESSAGES.selectAtLeastOneUrl}</p>
      ) : null}
      <CreditFitNotice selectedCount={count} creditsRemaining={credits.data?.creditsRemaining} />
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={count === 0}
          onClick={() => onContinue(urls.filter((url) => selected.has(url)))}
        >
          Continue with {formatCount(count)} pages
        </Button>
      </div>
    </div>
  );
}

/**
 * Spec §2: 'Continue Setup' — Select All, the pages, 'Continue with N pages' and Cancel;
 * continuing processes the chosen pages (credit check, progress) and then opens the
 * website's link suggestions.
 */
export function ContinueSetupModal({
  website,
  onClose,
  renderProcessing,
}: ContinueSetupModalProps) {
  const pages = useSitemapPages(website.uuid, SETUP_PAGE_LIMIT);
  const [processing, setProcessing] = useState<string[] | null>(null);
  const [lastSelection, setLastSelection] = useState<string[] | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isLoadFailed = pages.isError;

  function handleFinished() {
    void queryClient.invalidateQueries({ queryKey: websiteKeys.all });
    void navigate(`/websites/${encodeURIComponent(website.uuid)}/link-suggestions`);
    onClose();
  }

  useEffect(() => {
    if (isLoadFailed) {
      toast.error(LOAD_PAGES_FAILED);
    }
  }, [isLoadFailed]);

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          onClose();
        }
      }}
      title={`Continue setup: ${website.name}`}
      description="Choose the pages to process for internal link suggestions."
      className="sm:max-w-xl"
    >
      {processing
        ? renderProcessing({
            websiteId: website.uuid,
            urls: processing,
            completionNote: SUGGESTIONS_COMPLETION_NOTE,
            onFinished: handleFinished,
            onFailed: () => {
              // Back to the list as the user left it, not to the first 50 again.
              setLastSelection(processing);
              setProcessing(null);
            },
          })
        : null}
      {!processing && pages.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading pages" />
        </div>
      ) : null}
      {!processing && pages.isError ? (
        <LoadError
          isCompact
          title="Error loading pages"
          error={new Error(LOAD_PAGES_FAILED)}
          isRetrying={pages.isFetching}
          onRetry={() => void pages.refetch()}
        />
      ) : null}
      {!processing && pages.isSuccess ? (
        <SetupForm
          urls={pages.data.pages.map((page) => page.url)}
          initialSelection={lastSelection}
          onContinue={setProcessing}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}
