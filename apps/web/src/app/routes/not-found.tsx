import { MESSAGES } from '@linkloom/contracts';
import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';

/** Spec §2 404 page; open to visitors, so it lives outside the app shell. */
export function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-6 py-16">
      <DocumentTitle title={MESSAGES.pageNotFoundTitle} />
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-brand-600">404</p>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-zinc-900">
          {MESSAGES.pageNotFoundTitle}
        </h1>
        <p className="mt-3 text-base text-zinc-600">{MESSAGES.pageNotFoundBody}</p>
        <Button asChild className="mt-8">
          <Link to={paths.home}>
            <House aria-hidden />
            {MESSAGES.pageNotFoundLink}
          </Link>
        </Button>
      </div>
    </main>
  );
}
