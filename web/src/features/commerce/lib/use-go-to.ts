import { useRouter } from '@tanstack/react-router';

/**
 * Goes to an address the server gave: one of ours (the test checkout, the success page) inside the app, another
 * site's (Stripe's hosted checkout, later) by leaving the app.
 */
export function useGoTo() {
  const router = useRouter();
  return (url: string) => {
    if (url.startsWith('/')) router.history.push(url);
    else window.location.assign(url);
  };
}
