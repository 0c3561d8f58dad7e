import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type SuggestionsLinkProps = { websiteId: string; label?: string; children: ReactNode };

/** A table row's way to the website's link suggestions. */
export function SuggestionsLink({ websiteId, label, children }: SuggestionsLinkProps) {
  return (
    <Link
      to={paths.linkSuggestions(websiteId)}
      className="text-xs font-medium text-brand-700 hover:underline"
      aria-label={label}
    >
      {children}
    </Link>
  );
}
