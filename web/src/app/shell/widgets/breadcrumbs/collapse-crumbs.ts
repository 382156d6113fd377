/** Spec section 2: breadcrumbs collapse beyond 5 items. */
export const MAX_VISIBLE_CRUMBS = 5;
/** Kept after the ellipsis: with the first crumb and the ellipsis itself, the trail still shows 5 items. */
const KEPT_AT_END = MAX_VISIBLE_CRUMBS - 2;

export type TrailItem<T> = { readonly kind: 'crumb'; readonly crumb: T } | { readonly kind: 'ellipsis'; readonly hidden: readonly T[] };

/** The whole trail up to 5 items; beyond, the first crumb, an ellipsis for the middle, and the last ones. */
export function collapseCrumbs<T>(crumbs: readonly T[]): TrailItem<T>[] {
  const all = crumbs.map((crumb) => ({ kind: 'crumb', crumb }) as const);
  if (crumbs.length <= MAX_VISIBLE_CRUMBS) return all;
  return [
    ...all.slice(0, 1),
    { kind: 'ellipsis', hidden: crumbs.slice(1, -KEPT_AT_END) },
    ...all.slice(-KEPT_AT_END),
  ];
}
