import { AUTH_ERROR_MESSAGES, MESSAGES } from '@linkloom/contracts';
import { z } from 'zod';

// Spec §9: minimum password length.
export const MIN_PASSWORD_LENGTH = 6;

const email = z.string().trim().min(1, AUTH_ERROR_MESSAGES['missing-email']);
const password = z.string().min(1, AUTH_ERROR_MESSAGES['missing-password']);

export const signInFormSchema = z.object({ email, password });
export type SignInFormValues = z.infer<typeof signInFormSchema>;

/** A new password and its confirmation (spec §5), checked before any call. */
const newPasswordFields = {
  password: password.min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort),
  confirmPassword: z.string(),
};

function passwordsMatch(values: { password: string; confirmPassword: string }) {
  return values.password === values.confirmPassword;
}

const mismatch = { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] };

export const signUpFormSchema = z
  .object({ email, ...newPasswordFields })
  .refine(passwordsMatch, mismatch);
export type SignUpFormValues = z.infer<typeof signUpFormSchema>;

export const newPasswordFormSchema = z.object(newPasswordFields).refine(passwordsMatch, mismatch);
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;

export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;
