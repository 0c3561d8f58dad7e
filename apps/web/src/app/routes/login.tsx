import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';

/**
 * /login, /auth and /auth/email-signin (spec §2). A placeholder until accounts land
 * (issue 3) with the Sign In / Sign Up tabs and Google.
 */
export function LoginRoute() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-zinc-50 px-4 py-16">
      <DocumentTitle title="Sign in" />
      <Card className="w-full max-w-sm px-6 py-8 text-center">
        <img src="/favicon.svg" alt="" className="mx-auto size-10" />
        <h1 className="mt-4 text-xl font-semibold tracking-tight text-zinc-900">
          Welcome to Linkloom
        </h1>
        <p className="mt-2 text-sm text-zinc-600">
          Turn your internal links into an SEO growth engine.
        </p>
        <p className="mt-6 rounded-lg bg-zinc-50 px-3 py-2 text-sm text-zinc-500">
          Sign-in is coming soon.
        </p>
        <Button asChild variant="secondary" className="mt-4 w-full">
          <Link to={paths.dashboard}>Continue to the dashboard</Link>
        </Button>
      </Card>
    </main>
  );
}
