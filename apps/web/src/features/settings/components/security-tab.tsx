import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/auth/session';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';

type SectionProps = { title: string; description: string; children: ReactNode };

function Section({ title, description, children }: SectionProps) {
  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold text-zinc-900">{title}</h2>
      <p className="mt-1 text-sm text-zinc-500">{description}</p>
      <div className="mt-5">{children}</div>
    </Card>
  );
}

/**
 * The Security section. The spec shows it static and unreachable; issue 3 makes it real
 * behind a tab: change password, list sessions, revoke one or all others.
 */
export function SecurityTab() {
  const { securityInfo } = useSession();
  const hasPassword = securityInfo?.authProvider === 'password';
  return (
    <div className="space-y-6">
      <Section title="Password" description="Use at least 6 characters.">
        {hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <p className="text-sm text-zinc-600">
            You sign in with Google, so there is no Linkloom password to change.
          </p>
        )}
      </Section>
      <Section
        title="Active sessions"
        description="Devices signed in to your account. Revoke any you do not recognise."
      >
        <SessionsList />
      </Section>
    </div>
  );
}
