import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@linkloom/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isIdentityError } from '@/lib/auth/identity-client';
import { logError } from '@/lib/error-log';
import { useChangePassword } from '../api/change-password';
import { FormField } from '@/components/ui/form-field';

const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: z.string().min(6, MESSAGES.passwordTooShort),
    confirmPassword: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

const PASSWORD_FIELDS = [
  {
    name: 'currentPassword',
    id: 'current-password',
    label: 'Current password',
    autoComplete: 'current-password',
  },
  { name: 'newPassword', id: 'new-password', label: 'New password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    id: 'confirm-password',
    label: 'Confirm new password',
    autoComplete: 'new-password',
  },
] as const;

export const PASSWORD_CHANGED = 'Your password has been changed.';

function changePasswordFailure(error: unknown): string {
  if (!isIdentityError(error)) {
    return 'The password could not be changed. Please try again.';
  }
  switch (error.code) {
    case 'INVALID_PASSWORD':
      return 'Your current password is incorrect.';
    case 'PASSWORD_TOO_SHORT':
      return MESSAGES.passwordTooShort;
    case 'SESSION_EXPIRED':
    case 'SESSION_NOT_FRESH':
      return 'For your safety, sign out and in again before changing your password.';
    default:
      return error.status === 429
        ? 'Too many requests. Please try again later.'
        : 'The password could not be changed. Please try again.';
  }
}

/** Security tab: change the password of an e-mail account (better-auth change-password). */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: {
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
      revokeOtherSessions: true,
    },
  });

  async function handleChange({ confirmPassword: _, ...input }: ChangePasswordValues) {
    setFailure(null);
    try {
      await changePassword.mutateAsync(input);
      reset();
      toast.success(PASSWORD_CHANGED);
    } catch (error) {
      logError(error, 'Password change failed');
      setFailure(changePasswordFailure(error));
    }
  }

  return (
    <form
      className="grid gap-4 sm:max-w-md"
      onSubmit={(event) => void handleSubmit(handleChange)(event)}
      noValidate
    >
      {PASSWORD_FIELDS.map((field) => (
        <FormField
          key={field.id}
          id={field.id}
          label={field.label}
          error={errors[field.name]?.message}
        >
          <Input
            id={field.id}
            type="password"
            autoComplete={field.autoComplete}
            {...register(field.name)}
          />
        </FormField>
      ))}
      <label className="flex items-center gap-2 text-sm text-zinc-700">
        <input
          type="checkbox"
          className="size-4 rounded border-zinc-300 accent-brand-600"
          {...register('revokeOtherSessions')}
        />
        Sign out of all other devices
      </label>
      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {failure}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Updating...' : 'Update password'}
        </Button>
      </div>
    </form>
  );
}
