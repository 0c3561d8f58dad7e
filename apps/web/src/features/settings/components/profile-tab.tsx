import { MESSAGES } from '@linkloom/contracts';
import { LogOut, MailWarning } from 'lucide-react';
import { toast } from '@/lib/toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { session, useSession } from '@/lib/auth/session';
import { logError } from '@/lib/error-log';
import { useSendVerificationEmail } from '../api/send-verification-email';

function VerifyEmailNotice({ email }: { email: string }) {
  const send = useSendVerificationEmail();

  function handleSend() {
    send.mutate(email, {
      onSuccess: () => toast.success(`A verification link is on its way to ${email}.`),
      onError: (error) => {
        logError(error, 'Verification e-mail failed');
        toast.error('The verification e-mail could not be sent. Please try again later.');
      },
    });
  }

  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <MailWarning className="size-4 shrink-0" aria-hidden />
      <p className="flex-1">{MESSAGES.verifyEmail}</p>
      <Button
        variant="secondary"
        size="sm"
        disabled={send.isPending || send.isSuccess}
        onClick={handleSend}
      >
        {send.isSuccess ? 'Link sent' : 'Resend verification e-mail'}
      </Button>
    </div>
  );
}

type ReadOnlyFieldProps = { id: string; label: string; value: string; placeholder?: string };

function ReadOnlyField({ id, label, value, placeholder }: ReadOnlyFieldProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} placeholder={placeholder} disabled readOnly />
    </div>
  );
}

/** Spec §2 Settings, Profile: four disabled inputs (no edit toggle) and a Sign Out button. */
export function ProfileTab() {
  const navigate = useNavigate();
  const { user, securityInfo } = useSession();
  const providerLabel =
    securityInfo?.authProvider === 'password' ? 'E-mail and password' : 'Google';

  function handleSignOut() {
    void session.signOut();
    void navigate(paths.login, { replace: true });
  }

  return (
    <Card className="p-6">
      <div className="flex items-center gap-4">
        {user?.photoURL ? (
          <img src={user.photoURL} alt="" className="size-14 rounded-full object-cover" />
        ) : (
          <div className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-lg font-semibold text-brand-700">
            {(user?.displayName || user?.email || '?').slice(0, 1).toUpperCase()}
          </div>
        )}
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-zinc-900">
            {user?.displayName || user?.email}
          </h2>
          <p className="text-sm text-zinc-500">Signs in with: {providerLabel}</p>
        </div>
      </div>
      {user && securityInfo?.authProvider === 'password' && !securityInfo.emailVerified ? (
        <VerifyEmailNotice email={user.email} />
      ) : null}
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <ReadOnlyField
          id="profile-display-name"
          label="Display name"
          value={user?.displayName ?? ''}
          placeholder="Not set"
        />
        <ReadOnlyField id="profile-email" label="Email" value={user?.email ?? ''} />
        <ReadOnlyField id="profile-company" label="Company" value="" placeholder="Not set" />
        <ReadOnlyField id="profile-website" label="Website" value="" placeholder="Not set" />
      </div>
      <div className="mt-6 flex justify-end border-t border-zinc-100 pt-6">
        <Button variant="secondary" onClick={handleSignOut}>
          <LogOut aria-hidden />
          Sign Out
        </Button>
      </div>
    </Card>
  );
}
