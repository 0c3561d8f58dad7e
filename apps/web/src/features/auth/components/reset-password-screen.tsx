import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isIdentityError } from '@/lib/auth/identity-client';
import { logError } from '@/lib/error-log';
import { resetPassword } from '../api/reset-password';
import { authErrorMessage } from '../utils/auth-error-message';
import { validateNewPassword } from '../utils/auth-form-rules';
import type { NewPasswordValues } from '../utils/auth-form-rules';
import { AuthLayout } from './auth-layout';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { PasswordInput } from './password-input';
import { useAuthForm } from './use-auth-form';

export const RESET_LINK_INVALID =
  'This password-reset link is invalid or has expired. Ask for a new one from the sign-in screen.';

function BackToSignIn({ label }: { label: string }) {
  return (
    <Button asChild className="h-10 w-full">
      <Link to={paths.login} replace>
        {label}
      </Link>
    </Button>
  );
}

/** /auth/reset-password?token=…: the page the reset e-mail links to. */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [isDone, setIsDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(
    !token || searchParams.get('error') ? RESET_LINK_INVALID : null,
  );
  const form = useAuthForm<NewPasswordValues>({
    ids: { password: 'new-password', confirmPassword: 'confirm-new-password' },
    defaultValues: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
    onSubmit: handleReset,
  });
  const { errors, field } = form;

  async function handleReset({ password }: NewPasswordValues) {
    if (!token) {
      return;
    }
    setFailure(null);
    try {
      await resetPassword({ token, newPassword: password });
      setIsDone(true);
    } catch (error) {
      logError(error, 'Password reset failed');
      setFailure(
        isIdentityError(error) && error.code === 'INVALID_TOKEN'
          ? RESET_LINK_INVALID
          : authErrorMessage(error),
      );
    }
  }

  if (isDone) {
    return (
      <AuthLayout>
        <div className="space-y-4 text-center">
          <CircleCheck className="mx-auto size-8 text-emerald-600" aria-hidden />
          <h2 className="text-base font-semibold text-zinc-900">Your password has been changed</h2>
          <p className="text-sm text-zinc-600">
            For your safety every session was signed out. Sign in with your new password.
          </p>
          <BackToSignIn label="Sign in" />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <div className="space-y-4">
        <div>
          <h2 className="text-base font-semibold text-zinc-900">Choose a new password</h2>
          <p className="mt-1 text-sm text-zinc-600">At least 6 characters.</p>
        </div>
        {token ? (
          <form
            className="space-y-4"
            onSubmit={(event) => void form.handleSubmit(event)}
            noValidate
          >
            <FormField id="new-password" label="New password" error={errors.password}>
              <PasswordInput autoComplete="new-password" {...field('password')} />
            </FormField>
            <FormField
              id="confirm-new-password"
              label="Confirm password"
              error={errors.confirmPassword}
            >
              <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
            </FormField>
            <FormAlert message={failure} />
            <Button type="submit" className="h-10 w-full" disabled={form.isSubmitting}>
              {form.isSubmitting ? 'Saving...' : 'Set new password'}
            </Button>
          </form>
        ) : (
          <>
            <FormAlert message={failure} />
            <BackToSignIn label="Back to sign in" />
          </>
        )}
      </div>
    </AuthLayout>
  );
}
