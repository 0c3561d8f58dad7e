import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { session, useSession } from '@/lib/auth/session';

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
