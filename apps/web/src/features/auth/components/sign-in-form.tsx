import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { logError } from '@/lib/error-log';
import { signInWithEmail } from '../api/sign-in-with-email';
import { authErrorMessage } from '../utils/auth-error-message';
import { signInFormSchema } from '../utils/auth-form-schemas';
import type { SignInFormValues } from '../utils/auth-form-schemas';
import { finishSignIn } from '../utils/finish-sign-in';
import { errorProps, FormAlert, FormField } from './form-field';
import { PasswordInput } from './password-input';

type SignInFormProps = {
  /** The identity provider said yes; the backend step (and its overlay) runs while true. */
  onFinishingChange: (isFinishing: boolean) => void;
  onForgotPassword: (email: string) => void;
};

/** Spec §2 Sign In tab: the password field appears once an e-mail is typed. */
export function SignInForm({ onFinishingChange, onForgotPassword }: SignInFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInFormValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const hasEmail = useWatch({ control, name: 'email' }).trim().length > 0;

  async function handleSignIn(values: SignInFormValues) {
    setFailure(null);
    let refreshToken: string;
    try {
      ({ token: refreshToken } = await signInWithEmail(values));
    } catch (error) {
      logError(error, 'Sign-in failed');
      setFailure(authErrorMessage(error));
      return;
    }
    onFinishingChange(true);
    const isSignedIn = await finishSignIn('sign-in', refreshToken, { providerId: 'password' });
    if (!isSignedIn) {
      onFinishingChange(false);
    }
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => void handleSubmit(handleSignIn)(event)}
      noValidate
    >
      <FormField id="sign-in-email" label="Email" error={errors.email?.message}>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          {...errorProps('sign-in-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      {hasEmail ? (
        <FormField
          id="sign-in-password"
          label="Password"
          error={errors.password?.message}
          aside={
            <button
              type="button"
              className="text-xs font-medium text-brand-600 hover:text-brand-700"
              onClick={() => onForgotPassword(getValues('email'))}
            >
              Forgot password?
            </button>
          }
        >
          <PasswordInput
            id="sign-in-password"
            autoComplete="current-password"
            required
            {...errorProps('sign-in-password', errors.password?.message)}
            {...register('password')}
          />
        </FormField>
      ) : null}
      <FormAlert message={failure} />
      <Button type="submit" className="h-10 w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
