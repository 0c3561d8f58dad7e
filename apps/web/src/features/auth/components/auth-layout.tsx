import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

type AuthLayoutProps = { children: ReactNode };

/** The centred card of the sign-in and password screens, with the spec §1 tagline. */
export function AuthLayout({ children }: AuthLayoutProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 via-zinc-50 to-zinc-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center">
          <img src="/favicon.svg" alt="" className="mx-auto size-11" />
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-zinc-900">
            Welcome to Linkloom
          </h1>
          <p className="mt-1.5 text-sm text-zinc-600">
            Turn your internal links into an SEO growth engine.
          </p>
        </div>
        <Card className="px-6 py-6">{children}</Card>
      </div>
    </main>
  );
}
