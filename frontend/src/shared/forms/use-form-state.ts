import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** A field's first error message, by field name; a field without an entry is valid. */
export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

interface FormStateOptions<Values extends Record<string, string>> {
  initialValues: Values;
  /** Checks every field; returns the first message of each invalid one. */
  validate: (values: Values) => FormErrors<Values>;
  onSubmit: (values: Values, form: { setFieldValue: (name: keyof Values, value: string) => void }) => Promise<void>;
  /** Check again when a field loses focus (default true); the check on every change always runs. */
  validateOnBlur?: boolean;
}

/**
 * The state of a small form of text fields, with Formik's rules (the forms of the first page use it
 * instead of Formik + Yup, which would double the /auth download: docs/architecture.md, "First page"):
 * a field shows its error once touched (left, or the form submitted); the form checks on every change
 * and on blur; a submit touches every field, and calls `onSubmit` only when nothing is invalid.
 */
export function useFormState<Values extends Record<string, string>>({
  initialValues,
  validate,
  onSubmit,
  validateOnBlur = true,
}: FormStateOptions<Values>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const latest = useRef(values);
  latest.current = values;

  const setFieldValue = useCallback(
    (name: keyof Values, value: string) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      setErrors(validate(next));
    },
    [validate],
  );

  const setFieldTouched = useCallback((name: keyof Values, isTouched: boolean) => {
    setTouched((current) => ({ ...current, [name]: isTouched }));
  }, []);

  /** value, onChange, onBlur and the error to show, for an OutlinedTextField. */
  function field(name: keyof Values & string) {
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setFieldValue(name, event.target.value),
      onBlur: () => {
        setFieldTouched(name, true);
        if (validateOnBlur) setErrors(validate(latest.current));
      },
      error: touched[name] ? errors[name] : undefined,
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const current = latest.current;
    const found = validate(current);
    setErrors(found);
    setTouched(Object.fromEntries(Object.keys(current).map((name) => [name, true])) as Record<keyof Values, boolean>);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      await onSubmit(current, { setFieldValue });
    } finally {
      setSubmitting(false);
    }
  }

  return { values, isSubmitting, field, handleSubmit, setFieldValue, setFieldTouched };
}
