import { AUTH_ERROR_MESSAGES, MESSAGES } from '@linkloom/contracts';

// Spec §9: minimum password length.
const MIN_PASSWORD_LENGTH = 6;

/** The first problem of each field, in the form's order; empty when the form may be sent. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

export type EmailValues = { email: string };
export type SignInValues = { email: string; password: string };
export type NewPasswordValues = { password: string; confirmPassword: string };
export type SignUpValues = SignInValues & NewPasswordValues;

function emailError(email: string): string | undefined {
  return email.trim() ? undefined : AUTH_ERROR_MESSAGES['missing-email'];
}

function newPasswordErrors({ password }: NewPasswordValues): FieldErrors<NewPasswordValues> {
  if (!password) {
    return { password: AUTH_ERROR_MESSAGES['missing-password'] };
  }
  return password.length < MIN_PASSWORD_LENGTH ? { password: MESSAGES.passwordTooShort } : {};
}

/** Keeps only the fields that have a problem, so an empty object means valid. */
function definedOnly<Values>(errors: FieldErrors<Values>): FieldErrors<Values> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<Values>;
}

export function validateEmail({ email }: EmailValues): FieldErrors<EmailValues> {
  return definedOnly({ email: emailError(email) });
}

export function validateSignIn({ email, password }: SignInValues): FieldErrors<SignInValues> {
  return definedOnly({
    email: emailError(email),
    password: password ? undefined : AUTH_ERROR_MESSAGES['missing-password'],
  });
}

/** Spec §5: a new password of 6+ characters, and a confirmation that matches it, checked last. */
export function validateNewPassword(values: NewPasswordValues): FieldErrors<NewPasswordValues> {
  const errors = newPasswordErrors(values);
  if (Object.keys(errors).length > 0 || values.password === values.confirmPassword) {
    return errors;
  }
  return { confirmPassword: MESSAGES.passwordsDoNotMatch };
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  const email = emailError(values.email);
  const password = newPasswordErrors(values);
  if (email || password.password) {
    return definedOnly({ email, ...password });
  }
  return validateNewPassword(values);
}
