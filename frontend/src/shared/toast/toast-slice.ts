import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  /** False while the toast animates out after being dismissed. */
  open: boolean;
}

/** Only one toast is visible at a time: a new one replaces the current one. */
export interface ToastState {
  current: Toast | null;
}

const initialState: ToastState = { current: null };

export const toastSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        state.current = action.payload;
      },
      prepare(input: ToastInput) {
        return {
          payload: {
            id: nanoid(),
            title: input.title,
            description: input.description,
            variant: input.variant ?? 'default',
            open: true,
          } satisfies Toast,
        };
      },
    },
    /** Starts closing the toast (it stays in state until its exit animation ends). */
    dismissToast(state, action: PayloadAction<string>) {
      if (state.current?.id === action.payload) state.current.open = false;
    },
    removeToast(state, action: PayloadAction<string>) {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
  selectors: {
    selectCurrentToast: (state) => state.current,
  },
});

export const { showToast, dismissToast, removeToast } = toastSlice.actions;
export const { selectCurrentToast } = toastSlice.selectors;
