import { useState } from 'react';
import type { FieldErrors } from './form-errors.ts';

/** An account form's text values and their errors: typing in a field clears that field's error, and only it. */
export function useFormFields<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (name: keyof Values & string) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return { values, errors, setErrors, change };
}
