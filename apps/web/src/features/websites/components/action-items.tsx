import type { Website, WebsiteStats } from '@linkloom/contracts';
import { ArrowRight, ListTodo } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatCount } from '../utils/website-figures';

export type WebsiteWithStats = { website: Website; stats: WebsiteStats | undefined };

type ActionItemsProps = { items: WebsiteWithStats[] };

/** Spec §2: 'Action Items' appears when suggestions exist. */
export function ActionItems({ items }: ActionItemsProps) {
  const withSuggestions = items.filter(({ stats }) => (stats?.linkSuggestions ?? 0) > 0);
  if (withSuggestions.length === 0) {
    return null;
  }
  const toReview = withSuggestions.filter(({ stats }) => (stats?.pendingSuggestions ?? 0) > 0);
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="action-items-title">
        <h2
          id="action-items-title"
          className="flex items-center gap-2 text-base font-semibold text-zinc-900"
        >
          <ListTodo className="size-4 text-brand-600" aria-hidden />
          Action Items
        </h2>
        {toReview.length === 0 ? (
          <p className="mt-2 text-sm text-zinc-600">
            All link suggestions are reviewed. Nice work.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-zinc-100">
            {toReview.map(({ website, stats }) => (
              <li key={website.uuid} className="flex items-center justify-between gap-3 py-2.5">
                <p className="min-w-0 text-sm text-zinc-700">
                  <span className="font-medium text-zinc-900">{website.name}</span>:{' '}
                  {formatCount(stats?.pendingSuggestions ?? 0)} link suggestions ready for review
                </p>
                <Link
                  to={paths.linkSuggestions(website.uuid)}
                  className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
                >
                  Review
                  <ArrowRight className="size-3.5" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
