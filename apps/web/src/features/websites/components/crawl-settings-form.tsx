import { maxPagesLimitMessage, maxPagesOf, updateWebsiteBodySchema } from '@linkloom/contracts';
import type { UpdateWebsiteBody, Website } from '@linkloom/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fieldErrorProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { logError } from '@/lib/error-log';
import { useCurrentPlan } from '@/lib/queries/get-credit-status';
import { toast } from '@/lib/toast';
import { useUpdateWebsite } from '../api/update-website';

type CrawlSettingsFormProps = { website: Website; onDone: () => void };

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const selectClass =
  'block h-9 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';

/**
 * The website's crawl settings, editable (issue 52): depth, frequency, the most pages, robots.txt,
 * and the address patterns discovery keeps and leaves out. A change to what discovery reads finds
 * the pages again; the frequency sets when the next crawl is due.
 */
export function CrawlSettingsForm({ website, onDone }: CrawlSettingsFormProps) {
  const update = useUpdateWebsite();
  // The plan sets the ceiling (issue 55); the server checks it too, so a plan not known yet
  // leaves the field open.
  const { data: plan } = useCurrentPlan();
  const ceiling = plan === undefined ? undefined : maxPagesOf(plan);
  const [depth, setDepth] = useState(String(website.crawlDepth));
  const [frequency, setFrequency] = useState(website.crawlFrequency);
  const [maxPages, setMaxPages] = useState(String(website.maxPages));
  const [isRobotsRespected, setIsRobotsRespected] = useState(website.robotsTxtRespected);
  const [include, setInclude] = useState(website.includePatterns.join('\n'));
  const [exclude, setExclude] = useState(website.excludePatterns.join('\n'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateWebsiteBodySchema.safeParse({
      crawlDepth: Number(depth),
      crawlFrequency: frequency,
      maxPages: Number(maxPages),
      robotsTxtRespected: isRobotsRespected,
      includePatterns: lines(include),
      excludePatterns: lines(exclude),
    } satisfies UpdateWebsiteBody);
    const found: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      found[String(issue.path[0])] ??= issue.message;
    }
    const isRaised = Number(maxPages) > website.maxPages;
    if (!found.maxPages && ceiling !== undefined && isRaised && Number(maxPages) > ceiling) {
      found.maxPages = maxPagesLimitMessage(plan);
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await update.mutateAsync({ websiteId: website.uuid, body: parsed.data });
      toast.success('Crawl settings saved');
      onDone();
    } catch (error) {
      logError(error, 'Saving the crawl settings failed');
      setFailure(error instanceof Error ? error.message : 'The crawl settings were not saved.');
    }
  }

  return (
    <form className="space-y-4" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="crawl-depth" label="Crawl Depth" error={errors.crawlDepth}>
          <Input
            id="crawl-depth"
            type="number"
            min={1}
            max={10}
            value={depth}
            onChange={(event) => setDepth(event.target.value)}
            {...fieldErrorProps('crawl-depth', errors.crawlDepth)}
          />
        </FormField>
        <FormField id="crawl-frequency" label="Crawl Frequency" error={errors.crawlFrequency}>
          <select
            id="crawl-frequency"
            className={selectClass}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as Website['crawlFrequency'])}
          >
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
            <option value="monthly">Monthly</option>
            <option value="manual">Manual (only when you start one)</option>
          </select>
        </FormField>
        <FormField
          id="max-pages"
          label="Max Pages"
          error={errors.maxPages}
          aside={
            ceiling === undefined ? null : (
              <span className="text-xs text-zinc-500">{`Up to ${ceiling.toLocaleString('en-US')} on your plan`}</span>
            )
          }
        >
          <Input
            id="max-pages"
            type="number"
            min={1}
            max={ceiling}
            value={maxPages}
            onChange={(event) => setMaxPages(event.target.value)}
            {...fieldErrorProps('max-pages', errors.maxPages)}
          />
        </FormField>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-zinc-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={isRobotsRespected}
            onChange={(event) => setIsRobotsRespected(event.target.checked)}
          />
          Respect robots.txt
        </label>
      </div>
      <FormField id="include-patterns" label="Only pages matching" error={errors.includePatterns}>
        <Textarea
          id="include-patterns"
          placeholder="/blog/**"
          value={include}
          onChange={(event) => setInclude(event.target.value)}
          {...fieldErrorProps('include-patterns', errors.includePatterns)}
        />
      </FormField>
      <FormField
        id="exclude-patterns"
        label="Leave out pages matching"
        error={errors.excludePatterns}
      >
        <Textarea
          id="exclude-patterns"
          placeholder="/tag/*"
          value={exclude}
          onChange={(event) => setExclude(event.target.value)}
          {...fieldErrorProps('exclude-patterns', errors.excludePatterns)}
        />
      </FormField>
      <p className="text-xs text-zinc-600">
        One path per line: * stays within a folder, ** crosses folders; empty keeps every page. A
        new depth, size, robots.txt choice or pattern finds the site’s pages again at once; pages
        already crawled stay as link targets. Your plan sets the most pages a website may hold; see
        each plan's on the billing page.
      </p>
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save crawl settings'}
        </Button>
      </div>
    </form>
  );
}
