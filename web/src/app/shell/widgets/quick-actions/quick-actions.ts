import { mayOffer } from '../lib/route-access';
import type { Viewer } from '../lib/viewer';

/** Spec section 9: the quick-action menu shows at most 6 entries. */
export const MAX_QUICK_ACTIONS = 6;

export type QuickActionCategory = 'core' | 'learning' | 'creation' | 'social' | 'settings';

export type QuickActionLabel =
  | 'createCourse'
  | 'aiAssistant'
  | 'continueLearning'
  | 'discussions'
  | 'findStudyGroup'
  | 'helpCenter'
  | 'goals'
  | 'shareAchievements'
  | 'guidedTour';

/** The spec's navigation action (section 3); the guided tour is the one action that opens no page. */
export type QuickAction = {
  readonly id: string;
  readonly label: QuickActionLabel;
  /** Lower comes first. */
  readonly priority: number;
  readonly category: QuickActionCategory;
  /** Only these roles see the action (matching is exact, spec section 5). */
  readonly requiredRole?: readonly Viewer['role'][];
  /** Only these plans see the action. */
  readonly requiredPlan?: readonly Viewer['tier'][];
  readonly badge?: 'new' | 'pro';
} & ({ readonly kind: 'navigate'; readonly path: string } | { readonly kind: 'guided-tour' });

/** Spec section 2's candidates; section 6 gives the role and plan rules. Several have no route yet. */
export const quickActionCandidates: readonly QuickAction[] = [
  { id: 'create-course', kind: 'navigate', path: '/create', label: 'createCourse', priority: 1, category: 'creation', requiredRole: ['instructor', 'admin'] },
  { id: 'continue-learning', kind: 'navigate', path: '/courses/current', label: 'continueLearning', priority: 2, category: 'learning' },
  { id: 'ai-assistant', kind: 'navigate', path: '/ai-assistant', label: 'aiAssistant', priority: 3, category: 'learning', requiredPlan: ['pro', 'pro_plus'], badge: 'pro' },
  { id: 'study-groups', kind: 'navigate', path: '/study-groups', label: 'findStudyGroup', priority: 4, category: 'social', requiredRole: ['student'] },
  { id: 'discussions', kind: 'navigate', path: '/discussions', label: 'discussions', priority: 5, category: 'social' },
  { id: 'goals', kind: 'navigate', path: '/goals', label: 'goals', priority: 6, category: 'learning' },
  { id: 'share-achievements', kind: 'navigate', path: '/achievements/share', label: 'shareAchievements', priority: 7, category: 'social' },
  { id: 'help', kind: 'navigate', path: '/help', label: 'helpCenter', priority: 8, category: 'settings' },
  { id: 'guided-tour', kind: 'guided-tour', label: 'guidedTour', priority: 9, category: 'core', badge: 'new' },
];

interface SelectOptions {
  readonly candidates?: readonly QuickAction[];
  /** Whether a page may be linked to: served by a route, and open to the viewer. */
  readonly isOffered?: (path: string, viewer: Viewer | null) => boolean;
}

/** What the menu shows this viewer: allowed by role and plan, leading to a served page, by priority, at most 6. */
export function selectQuickActions(viewer: Viewer | null, { candidates = quickActionCandidates, isOffered = mayOffer }: SelectOptions = {}): QuickAction[] {
  return candidates
    .filter((action) => !action.requiredRole || (viewer !== null && action.requiredRole.includes(viewer.role)))
    .filter((action) => !action.requiredPlan || (viewer !== null && action.requiredPlan.includes(viewer.tier)))
    .filter((action) => action.kind !== 'navigate' || isOffered(action.path, viewer))
    .sort((a, b) => a.priority - b.priority)
    .slice(0, MAX_QUICK_ACTIONS);
}
