import { Suspense } from 'react';
import { AdaptivePushes } from '../../features/adaptive/pages';
import { useAuth } from '../../features/identity';
import { GamificationLayer } from '../../features/gamification/pages';

/**
 * What the server pushes to a signed-in user's own room, listened to on every page (toasts, live dashboards). Each
 * part loads once someone signs in: visitors never download it, and the first load stays small.
 */
export function SignedInPushes() {
  const auth = useAuth();
  if (auth.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <AdaptivePushes userId={auth.user.uid} />
      <GamificationLayer userId={auth.user.uid} />
    </Suspense>
  );
}
