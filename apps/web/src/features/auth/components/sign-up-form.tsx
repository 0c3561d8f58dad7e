import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { logError } from '@/lib/error-log';
import { signUpWithEmail } from '../api/sign-up-with-email';
import { authErrorMessage } from '../utils/auth-error-message';
import { signUpFormSchema } from '../utils/auth-form-schemas';
import type { SignUpFormValues } from '../utils/auth-form-schemas';
import { finishSignIn } from '../utils/finish-sign-in';
import { errorProps, FormAlert, FormField } from './form-field';
import { PasswordInput } from './password-input';

type SignUpFormProps = {
  onFinishingChange: (isFinishing: boolean) => void;
};

/**
 * Spec §2 Sign Up tab: e-mail, then password and confirmation. Both password rules
 * (§5) are checked before any call.
 */
export function SignUpForm({ onFinishingChange }: SignUpFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const hasEmail = useWatch({ control, name: 'email' }).trim().length > 0;

  async function handleSignUp(values: SignUpFormValues) {
    setFailure(null);
    let refreshToken: string;
    try {
      ({ token: refreshToken } = await signUpWithEmail(values));
    } catch (error) {
      logError(error, 'Sign-up failed');
      setFailure(authErrorMessage(error));
      return;
    }
    onFinishingChange(true);
    const isSignedIn = await finishSignIn('sign-up', refreshToken, { providerId: 'password' });
    if (!isSignedIn) {
      onFinishingChange(false);
    }
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => void handleSubmit(handleSignUp)(event)}
      noValidate
    >
      <FormField id="sign-up-email" label="Email" error={errors.email?.message}>
        <Input
          id="sign-up-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          {...errorProps('sign-up-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      {hasEmail ? (
        <>
          <FormField id="sign-up-password" label="Password" error={errors.password?.message}>
            <PasswordInput
              id="sign-up-password"
              autoComplete="new-password"
              required
              {...errorProps('sign-up-password', errors.password?.message)}
              {...register('password')}
            />
          </FormField>
          <FormField
            id="sign-up-confirm-password"
            label="Confirm password"
            error={errors.confirmPassword?.message}
          >
            <PasswordInput
              id="sign-up-confirm-password"
              autoComplete="new-password"
              required
              {...errorProps('sign-up-confirm-password', errors.confirmPassword?.message)}
              {...register('confirmPassword')}
            />
          </FormField>
        </>
      ) : null}
      <FormAlert message={failure} />
      <Button type="submit" className="h-10 w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}
