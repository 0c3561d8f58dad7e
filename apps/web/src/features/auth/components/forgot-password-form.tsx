import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { logError } from '@/lib/error-log';
import { requestPasswordReset } from '../api/request-password-reset';
import { authErrorMessage } from '../utils/auth-error-message';
import { validateEmail } from '../utils/auth-form-rules';
import type { EmailValues } from '../utils/auth-form-rules';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { useAuthForm } from './use-auth-form';

type ForgotPasswordFormProps = { initialEmail: string; onBack: () => void };

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAuthForm<EmailValues>({
    ids: { email: 'reset-email' },
    defaultValues: { email: initialEmail },
    validate: validateEmail,
    onSubmit: handleRequest,
  });

  async function handleRequest({ email }: EmailValues) {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email.trim());
    } catch (error) {
      logError(error, 'Password reset request failed');
      setFailure(authErrorMessage(error));
    }
  }

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-base font-semibold text-zinc-900">Reset your password</h2>
        <p className="mt-1 text-sm text-zinc-600">
          Enter your account&apos;s e-mail address and we will send you a link to choose a new
          password.
        </p>
      </div>
      {sentTo ? (
        <p
          role="status"
          className="flex gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
        >
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            If an account exists for {sentTo}, a link to reset its password is on its way. Check
            your inbox.
          </span>
        </p>
      ) : (
        <form className="space-y-4" onSubmit={(event) => void form.handleSubmit(event)} noValidate>
          <FormField id="reset-email" label="Email" error={form.errors.email}>
            <Input type="email" autoComplete="email" required {...form.field('email')} />
          </FormField>
          <FormAlert message={failure} />
          <Button type="submit" className="h-10 w-full" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft aria-hidden />
        Back to sign in
      </Button>
    </div>
  );
}
