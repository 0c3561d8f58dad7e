import type { UnreadPages } from '@linkloom/contracts';
import { EyeOff } from 'lucide-react';
import { pluralize } from '../utils/format';
import { PageLink } from './page-link';

type UnreadPagesNoticeProps = { unreadPages: UnreadPages };

/**
 * Says which pages the analysis could not read: their own links are missing from the
 * figures, so the pages they link to may look less linked (or orphaned) when they are not.
 */
export function UnreadPagesNotice({ unreadPages }: UnreadPagesNoticeProps) {
  const { count, of, urls } = unreadPages;
  if (count === 0) {
    return null;
  }
  const more = count - urls.length;
  return (
    <section
      aria-label="Pages not analysed"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <div className="flex items-start gap-2">
        <EyeOff className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
        <div className="min-w-0">
          <p className="font-medium">
            {`${count.toLocaleString('en')} of ${pluralize(of, 'page')} could not be read for these figures`}
          </p>
          <p className="mt-0.5 text-amber-800">
            {count === 1
              ? 'It was not crawled yet, or could not be fetched (robots.txt, a timeout), so the links on it are missing: pages it links to may show fewer links, more depth or an orphan badge than they really have.'
              : 'They were not crawled yet, or could not be fetched (robots.txt, a timeout), so the links on them are missing: pages they link to may show fewer links, more depth or an orphan badge than they really have.'}
          </p>
          <details className="mt-2">
            <summary className="cursor-pointer font-medium">
              {count === 1 ? 'Show the page' : 'Show the pages'}
            </summary>
            <ul className="mt-1 flex flex-col gap-0.5">
              {urls.map((url) => (
                <li key={url} className="min-w-0">
                  <PageLink url={url} className="max-w-full" />
                </li>
              ))}
            </ul>
            {more > 0 ? (
              <p className="mt-1 text-xs">{`and ${pluralize(more, 'more page')}`}</p>
            ) : null}
          </details>
        </div>
      </div>
    </section>
  );
}
