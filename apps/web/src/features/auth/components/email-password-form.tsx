import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { logError } from '@/lib/error-log';
import { signInWithEmail } from '../api/sign-in-with-email';
import { signUpWithEmail } from '../api/sign-up-with-email';
import { authErrorMessage } from '../utils/auth-error-message';
import { validateSignIn, validateSignUp } from '../utils/auth-form-rules';
import type { SignUpValues } from '../utils/auth-form-rules';
import { finishSignIn } from '../utils/finish-sign-in';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { PasswordInput } from './password-input';
import { useAuthForm } from './use-auth-form';

export type EmailPasswordMode = 'sign-in' | 'sign-up';

const MODES = {
  'sign-in': {
    call: signInWithEmail,
    validate: validateSignIn,
    failure: 'Sign-in failed',
    submit: 'Sign In',
    submitting: 'Signing in...',
  },
  'sign-up': {
    call: signUpWithEmail,
    validate: validateSignUp,
    failure: 'Sign-up failed',
    submit: 'Sign Up',
    submitting: 'Creating account...',
  },
} as const;

type EmailPasswordFormProps = {
  mode: EmailPasswordMode;
  /** The identity provider said yes; the backend step (and its overlay) runs while true. */
  onFinishingChange: (isFinishing: boolean) => void;
  /** Sign in only: 'Forgot password?' beside the password label, with the e-mail typed so far. */
  onForgotPassword?: (email: string) => void;
};

/**
 * Spec §2 Sign In and Sign Up tabs: the password fields appear once an e-mail is typed; sign-up
 * asks for a confirmation and checks both password rules (§5) before any call.
 */
export function EmailPasswordForm({
  mode,
  onFinishingChange,
  onForgotPassword,
}: EmailPasswordFormProps) {
  const settings = MODES[mode];
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAuthForm<SignUpValues>({
    ids: {
      email: `${mode}-email`,
      password: `${mode}-password`,
      confirmPassword: `${mode}-confirm-password`,
    },
    defaultValues: { email: '', password: '', confirmPassword: '' },
    validate: settings.validate,
    onSubmit: handleSubmit,
  });
  const { errors, field } = form;

  async function handleSubmit(values: SignUpValues) {
    setFailure(null);
    let refreshToken: string;
    try {
      ({ token: refreshToken } = await settings.call(values));
    } catch (error) {
      logError(error, settings.failure);
      setFailure(authErrorMessage(error));
      return;
    }
    onFinishingChange(true);
    const isSignedIn = await finishSignIn(mode, refreshToken, { providerId: 'password' });
    if (!isSignedIn) {
      onFinishingChange(false);
    }
  }

  const forgotPassword = onForgotPassword ? (
    <button
      type="button"
      className="text-xs font-medium text-brand-600 hover:text-brand-700"
      onClick={() => onForgotPassword(form.values.email)}
    >
      Forgot password?
    </button>
  ) : null;

  return (
    <form className="space-y-4" onSubmit={(event) => void form.handleSubmit(event)} noValidate>
      <FormField id={`${mode}-email`} label="Email" error={errors.email}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          {...field('email')}
        />
      </FormField>
      {form.values.email.trim().length > 0 ? (
        <FormField
          id={`${mode}-password`}
          label="Password"
          error={errors.password}
          aside={forgotPassword}
        >
          <PasswordInput
            autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
            required
            {...field('password')}
          />
        </FormField>
      ) : null}
      {mode === 'sign-up' && form.values.email.trim().length > 0 ? (
        <FormField
          id="sign-up-confirm-password"
          label="Confirm password"
          error={errors.confirmPassword}
        >
          <PasswordInput autoComplete="new-password" required {...field('confirmPassword')} />
        </FormField>
      ) : null}
      <FormAlert message={failure} />
      <Button type="submit" className="h-10 w-full" disabled={form.isSubmitting}>
        {form.isSubmitting ? settings.submitting : settings.submit}
      </Button>
    </form>
  );
}
