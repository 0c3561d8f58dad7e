import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  /** Shown at the right of the label (the 'Forgot password?' link). */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * A label, the control and its error line. Give the control `fieldErrorProps(id, error)` so a
 * screen reader reads the error with it.
 */
export function FormField({ id, label, error, aside, children }: FormFieldProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The props that tie a control to its FormField error line. */
export function fieldErrorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

type FormAlertProps = { message: string | null };

/** A failed call's message, above the submit button. */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) {
    return null;
  }
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      {message}
    </p>
  );
}
