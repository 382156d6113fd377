import { lazyRouteComponent } from '@tanstack/react-router';
import { featurePages, type FeaturePageRow } from './feature-pages.table';

/**
 * The page of one row of the feature table, once its component and its own messages are loaded. The component is
 * one chunk shared by every feature page; the messages are a chunk per page, so no page downloads the others' text.
 */
export async function loadFeaturePage(name: FeaturePageRow['name']) {
  const row = featurePages.find((page) => page.name === name);
  if (!row) throw new Error(`No feature page named ${name}`);
  const [{ FeaturePage }, messages] = await Promise.all([import('./feature-page'), row.messages()]);
  return function LoadedFeaturePage() {
    return <FeaturePage row={row} messages={messages} />;
  };
}

/** One feature page as a route component, loaded when its route is first visited. */
export function lazyFeaturePage(name: FeaturePageRow['name']) {
  return lazyRouteComponent(() => loadFeaturePage(name).then((page) => ({ default: page })));
}
