import type { Website } from '@linkloom/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { formatCount } from '../utils/website-figures';
import { CrawlSettingsForm } from './crawl-settings-form';

const FREQUENCY_LABELS: Record<Website['crawlFrequency'], string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  manual: 'Manual',
};

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When the next crawl is due, in words: a date, or why there is none. */
function nextCrawlText(website: Website): string {
  if (website.crawlFrequency === 'manual') {
    return 'Only when you start one';
  }
  if (website.nextCrawlAt === null) {
    return 'After the first crawl';
  }
  return Date.parse(website.nextCrawlAt) <= Date.now()
    ? 'Due now'
    : dateTime.format(new Date(website.nextCrawlAt));
}

/** The website's crawl settings (spec §2, made editable by issue 52) and the next scheduled crawl. */
export function CrawlSettings({ website }: { website: Website }) {
  const [isEditing, setIsEditing] = useState(false);
  const patterns = (list: string[]) => (list.length > 0 ? list.join(', ') : 'None');
  const rows = [
    ['Crawl Depth', String(website.crawlDepth)],
    ['Crawl Frequency', FREQUENCY_LABELS[website.crawlFrequency]],
    ['Respect robots.txt', website.robotsTxtRespected ? 'Yes' : 'No'],
    ['Max Pages', formatCount(website.maxPages)],
    ['Only pages matching', patterns(website.includePatterns)],
    ['Leave out pages matching', patterns(website.excludePatterns)],
    ['Next scheduled crawl', nextCrawlText(website)],
  ] as const;
  return (
    <Card id="crawl-settings" className="scroll-mt-20 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-zinc-900">Crawl Settings</h2>
        <Button size="sm" variant="secondary" onClick={() => setIsEditing(true)}>
          Edit crawl settings
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex items-center justify-between gap-3 border-b border-zinc-100 pb-2"
          >
            <dt className="text-sm text-zinc-600">{label}</dt>
            <dd
              className="min-w-0 truncate text-right text-sm font-medium text-zinc-900"
              title={value}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <Dialog
        isOpen={isEditing}
        onOpenChange={setIsEditing}
        title="Crawl settings"
        description={`How Linkloom finds and crawls the pages of ${website.url}.`}
      >
        {isEditing ? (
          <CrawlSettingsForm website={website} onDone={() => setIsEditing(false)} />
        ) : null}
      </Dialog>
    </Card>
  );
}
