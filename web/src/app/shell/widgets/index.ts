/**
 * The shell's widgets, mounted by the root layout: `<ShellWidgets />` once (command palette, quick actions, voice
 * navigation, offline banner, install button, scroll progress, help tips, bottom bar, next-page hints, toasts) and
 * `<Breadcrumbs />` where the trail belongs. Features raise toasts with `notify` from shared/toasts.
 */
export { ShellWidgets } from './shell-widgets';
export { Breadcrumbs } from './breadcrumbs/breadcrumbs';
