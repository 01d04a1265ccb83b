// One account form's state: the fields, checked by the shared schema's resolver, and what the
// last submit said (the server's error or its success text, shown by FormSubmit).
import { useState } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';

export interface FormOutcome {
  error: string;
  success: string;
}

export function useAuthForm<T extends FieldValues>(resolver: Resolver<T>, defaultValues: DefaultValues<T>) {
  const { register, handleSubmit, watch, formState } = useForm<T>({ resolver, defaultValues });
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  /** What a FormField needs of one field: its registration and its validation message. */
  const field = (name: FieldPath<T>) => {
    const fieldError = get(formState.errors, name) as FieldError | undefined;
    return { error: fieldError?.message, ...register(name) };
  };
  const outcome: FormOutcome = { error, success };
  return { field, handleSubmit, watch, outcome, setError, setSuccess };
}
