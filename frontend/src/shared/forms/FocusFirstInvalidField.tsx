import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Put inside a Formik `<Form>`: after a submit that validation stopped, the first field marked invalid
 * (`aria-invalid="true"`, which MUI fields set with their error) is scrolled into view and focused, so
 * its message is seen on a phone where it may be far above the submit button.
 */
export function FocusFirstInvalidField() {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const markerRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    const form = markerRef.current?.closest('form');
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView?.({ block: 'center' });
    field.focus({ preventScroll: true });
    // Once per stopped submit (not again while the user corrects the fields).
  }, [submitCount, isSubmitting]);

  return <span ref={markerRef} hidden />;
}
