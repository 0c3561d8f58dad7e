import type { Website } from '@linkloom/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { logError } from '@/lib/error-log';
import { useCreateWebsite } from '../api/create-website';
import { useRediscoverSitemap } from '../api/rediscover-sitemap';
import { useUpdateWebsite } from '../api/update-website';
import {
  setAddProjectDialogOpen,
  useIsAddProjectDialogOpen,
} from '../utils/add-project-dialog-store';
import { toFormFailure } from '../utils/form-failure';
import type { ProjectFormFailure } from '../utils/form-failure';
import { setSelectedWebsiteId } from '../utils/selected-website-store';
import { DiscoveryStep } from './discovery-step';
import type { RenderProcessSelection } from './process-selection-step';
import { ProjectForm } from './project-form';
import type { ProjectFormValues } from './project-form';
import { SelectUrlsStep } from './select-urls-step';
import { websiteKeys } from '@/lib/queries/query-keys';
import { choiceUrls } from '@/components/page-selection/page-choice';
import type { PageChoice } from '@/components/page-selection/page-choice';

type Step =
  | { name: 'form'; website: Website | null }
  | { name: 'discovery'; website: Website; run: number }
  | { name: 'select'; website: Website; selection?: string[] }
  | { name: 'process'; website: Website; urls: PageChoice };

const TITLES: Record<Step['name'], string> = {
  form: 'Add New Project',
  discovery: 'Extracting sitemap',
  select: 'Select URLs to process',
  process: 'Processing selected URLs',
};

const DESCRIPTIONS: Record<Step['name'], string> = {
  form: 'Add a website to find internal linking opportunities.',
  discovery: 'Finding the pages of your website from its sitemap.',
  select: 'Choose the pages to analyse for internal link suggestions.',
  process: 'Your selected pages are on their way.',
};

type AddProjectModalProps = {
  /** Step 4: processing the selection into suggestions, with its progress. */
  renderProcessing: RenderProcessSelection;
  /** Tests poll faster than spec §9's 1.5 s. */
  pollIntervalMs?: number;
};

/**
 * Spec §2 Add New Project: form, 'Extracting sitemap', 'Select URLs to process', then
 * processing; the modal closes 2 s after completion and the website list refreshes.
 */
export function AddProjectModal({ renderProcessing, pollIntervalMs }: AddProjectModalProps) {
  const isOpen = useIsAddProjectDialogOpen();
  const [step, setStep] = useState<Step>({ name: 'form', website: null });
  const [failure, setFailure] = useState<ProjectFormFailure | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createWebsite = useCreateWebsite();
  const updateWebsite = useUpdateWebsite();
  const rediscover = useRediscoverSitemap();

  function handleOpenChange(next: boolean) {
    setAddProjectDialogOpen(next);
    if (!next) {
      setStep({ name: 'form', website: null });
      setFailure(null);
      void queryClient.invalidateQueries({ queryKey: websiteKeys.all });
    }
  }

  async function handleSubmit(values: ProjectFormValues) {
    setFailure(null);
    const existing = step.name === 'form' ? step.website : null;
    try {
      if (!existing) {
        const website = await createWebsite.mutateAsync(values);
        setSelectedWebsiteId(website.uuid);
        setStep({ name: 'discovery', website, run: 0 });
        return;
      }
      const website = await updateWebsite.mutateAsync({ websiteId: existing.uuid, body: values });
      // A new URL starts a new discovery on the server; a new name does not.
      setStep(
        website.url === existing.url
          ? { name: 'select', website }
          : { name: 'discovery', website, run: 1 },
      );
    } catch (error) {
      logError(error, 'Saving the project failed');
      setFailure(toFormFailure(error));
    }
  }

  function handleRetryDiscovery(website: Website, run: number) {
    rediscover.mutate(website.uuid, {
      onSuccess: () => setStep({ name: 'discovery', website, run: run + 1 }),
      onError: (error) => toast.error(error.message),
    });
  }

  function handleFinished() {
    handleOpenChange(false);
    void navigate(paths.dashboard);
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      title={TITLES[step.name]}
      description={DESCRIPTIONS[step.name]}
      className="sm:max-w-xl"
    >
      {step.name === 'form' ? (
        <ProjectForm
          initialValues={
            step.website ? { name: step.website.name, url: step.website.url } : undefined
          }
          isEditing={step.website !== null}
          failure={failure}
          onSubmit={handleSubmit}
        />
      ) : null}
      {step.name === 'discovery' ? (
        <DiscoveryStep
          websiteId={step.website.uuid}
          run={step.run}
          pollIntervalMs={pollIntervalMs}
          onDone={() => {
            // The dashboard behind the modal shows the new sitemap status and page count.
            void queryClient.invalidateQueries({ queryKey: websiteKeys.all });
            setStep({ name: 'select', website: step.website });
          }}
          onRetry={() => handleRetryDiscovery(step.website, step.run)}
          isRetrying={rediscover.isPending}
          onClose={() => handleOpenChange(false)}
        />
      ) : null}
      {step.name === 'select' ? (
        <SelectUrlsStep
          websiteId={step.website.uuid}
          initialSelection={step.selection ?? null}
          onBack={() => setStep({ name: 'form', website: step.website })}
          onProcess={(urls) => setStep({ name: 'process', website: step.website, urls })}
        />
      ) : null}
      {step.name === 'process'
        ? renderProcessing({
            websiteId: step.website.uuid,
            urls: step.urls,
            onFinished: handleFinished,
            // Back to the list as the user left it (credits short, say), not to the first 50.
            onFailed: () =>
              setStep({
                name: 'select',
                website: step.website,
                selection: choiceUrls(step.urls) ?? undefined,
              }),
          })
        : null}
    </Dialog>
  );
}
