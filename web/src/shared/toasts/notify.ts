import type { ReactNode } from 'react';
import { toast, type ExternalToast } from 'sonner';
import { interfaceLanguage, loadedMessagesOrEnglish } from '../i18n';
import { toastMessages } from './messages';

export type NotifyOptions = Pick<ExternalToast, 'id' | 'description' | 'duration' | 'action'>;
export type ToastId = string | number;

/**
 * Toasts from anywhere in the app (spec section 4's types). Callers pass text already in the interface language;
 * `handleError` is the spec's generic helper: the error's message if it is a string, else 'An error occurred'.
 */
export const notify = {
  message: (message: ReactNode, options?: NotifyOptions): ToastId => toast(message, options),
  success: (message: ReactNode, options?: NotifyOptions): ToastId => toast.success(message, options),
  error: (message: ReactNode, options?: NotifyOptions): ToastId => toast.error(message, options),
  info: (message: ReactNode, options?: NotifyOptions): ToastId => toast.info(message, options),
  warning: (message: ReactNode, options?: NotifyOptions): ToastId => toast.warning(message, options),
  /** Stays until replaced (pass its id to another call) or dismissed. */
  loading: (message: ReactNode, options?: NotifyOptions): ToastId => toast.loading(message, options),
  dismiss: (id?: ToastId): void => {
    toast.dismiss(id);
  },
  handleError: (error: unknown, options?: NotifyOptions): ToastId =>
    toast.error(
      // The mounted Toaster has loaded these words in the interface language; English only if it has not (yet).
      typeof error === 'string' && error !== '' ? error : loadedMessagesOrEnglish(toastMessages, interfaceLanguage()).genericError,
      options,
    ),
};
