import { useAdaptivePushes } from './use-adaptive-pushes';

/** Renders nothing: mounted by the app shell for a signed-in user, in a chunk of its own, to listen app-wide. */
export default function AdaptivePushes({ userId }: { readonly userId: string }) {
  useAdaptivePushes(userId);
  return null;
}
