import { wordpressConnectBodySchema } from '@linkloom/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useConnectWordpress } from '../api/cms-connection';

type ConnectWordpressFormProps = {
  websiteId: string;
  onCancel: () => void;
  onConnected: () => void;
};

/** Site address, user name and an application password, checked by WordPress before they are kept. */
export function ConnectWordpressForm({
  websiteId,
  onCancel,
  onConnected,
}: ConnectWordpressFormProps) {
  const connect = useConnectWordpress(websiteId);
  const [fields, setFields] = useState({ site_url: '', username: '', application_password: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const field = (name: keyof typeof fields) => ({
    id: `wordpress-${name}`,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields({ ...fields, [name]: event.target.value }),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = wordpressConnectBodySchema.safeParse(fields);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the fields.');
      return;
    }
    setProblem(null);
    connect.mutate(parsed.data, {
      onSuccess: onConnected,
      onError: (error) => setProblem(error.message),
    });
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-3" aria-label="Connect WordPress" noValidate>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor="wordpress-site_url">WordPress address</Label>
          <Input
            type="url"
            autoComplete="url"
            placeholder="https://blog.example.com"
            {...field('site_url')}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="wordpress-username">User name</Label>
          <Input autoComplete="username" {...field('username')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="wordpress-application_password">Application password</Label>
          <Input type="password" autoComplete="off" {...field('application_password')} />
        </div>
      </div>
      <p className="text-xs text-zinc-500">
        Create an application password in WordPress under Users → Profile → Application Passwords.
        Linkloom keeps it encrypted and never shows it again.
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onCancel}
          disabled={connect.isPending}
        >
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={connect.isPending}>
          {connect.isPending ? 'Checking…' : 'Connect'}
        </Button>
      </div>
    </form>
  );
}
