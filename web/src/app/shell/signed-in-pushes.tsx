import { Suspense } from 'react';
import { AdaptivePushes } from '../../features/adaptive/pages';
import { useAuth } from '../../features/identity';
import { GamificationLayer } from '../../features/gamification/pages';
import { useDeferredLoad } from '../../shared/lib/use-deferred-load';

/**
 * What the server pushes to a signed-in user's own room, listened to on every page (toasts, live dashboards). Each
 * part loads once someone signs in: visitors never download it, and the first load stays small. It draws nothing
 * until a push comes, and pushes come over the connection that opens at the deferred moment: so it mounts then too,
 * and its code is neither fetched nor run while the first page renders.
 */
export function SignedInPushes() {
  const auth = useAuth();
  const due = useDeferredLoad();
  if (!due || auth.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <AdaptivePushes userId={auth.user.uid} />
      <GamificationLayer userId={auth.user.uid} />
    </Suspense>
  );
}
