import { useCallback, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { dismissToast, showToast, type ToastInput } from './toast-slice';

/** `toast({ title, description, variant })` shows a notice and returns its id; `dismiss(id)` closes it. */
export function useToast() {
  const dispatch = useDispatch();
  const toast = useCallback(
    (input: ToastInput) => {
      const action = showToast(input);
      dispatch(action);
      return action.payload.id;
    },
    [dispatch],
  );
  const dismiss = useCallback((id: string) => dispatch(dismissToast(id)), [dispatch]);
  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}
