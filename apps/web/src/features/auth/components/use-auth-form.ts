import { useState } from 'react';
import type { FormEvent } from 'react';
import type { FieldErrors } from '../utils/auth-form-rules';

type AuthFormOptions<Values extends Record<string, string>> = {
  /** Each field's input id, for its label, its error line and the focus on a problem. */
  ids: Record<keyof Values, string>;
  defaultValues: Values;
  validate: (values: Values) => FieldErrors<Values>;
  onSubmit: (values: Values) => Promise<void>;
};

/**
 * The auth screens' forms: nothing is checked before the first submit, then every change
 * checks again; a submit with a problem focuses the first field that has one and sends nothing.
 */
export function useAuthForm<Values extends Record<string, string>>({
  ids,
  defaultValues,
  validate,
  onSubmit,
}: AuthFormOptions<Values>) {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  function field(name: keyof Values) {
    const id = ids[name];
    const error = errors[name];
    return {
      id,
      name: String(name),
      value: values[name],
      onChange: (event: { target: { value: string } }) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (isSubmitted) {
          setErrors(validate(next));
        }
      },
      ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
    };
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = (Object.keys(ids) as Array<keyof Values>).find((name) => found[name]);
    if (firstInvalid !== undefined) {
      document.getElementById(ids[firstInvalid])?.focus();
      return;
    }
    setIsSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      setIsSubmitting(false);
    }
  }

  return { values, errors, field, isSubmitting, handleSubmit };
}
