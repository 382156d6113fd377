import type { MeResponse } from '@pathwise/contracts';
import { useMemo } from 'react';
import { useAuth } from '../../../../features/identity';

/** The role and plan that decide which shortcuts a person is offered; null for a visitor. */
export interface Viewer {
  readonly role: MeResponse['role'];
  readonly tier: MeResponse['subscription_tier'];
}

export function useViewer(): Viewer | null {
  const auth = useAuth();
  const role = auth.user?.role;
  const tier = auth.user?.subscription_tier;
  // One object per role and plan, so the lists built from it are not rebuilt on every render.
  return useMemo(() => (role && tier ? { role, tier } : null), [role, tier]);
}
