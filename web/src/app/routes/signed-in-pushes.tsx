import { lazy, Suspense } from 'react';
import { useAuth } from '../../features/auth';

// A chunk of its own, loaded once someone signs in: visitors never download it, and the first load stays small.
const AdaptivePushes = lazy(() => import('../../features/adaptive/realtime/adaptive-pushes'));
const GamificationLayer = lazy(() => import('../../features/gamification/components/gamification-layer'));

/** What the server pushes to a signed-in user's own room, listened to on every page (toasts, live dashboards). */
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
