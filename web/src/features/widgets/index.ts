/**
 * The shell's widgets, mounted by the root layout: `<ShellWidgets />` once (command palette, quick actions, voice
 * navigation, offline banner, install button, scroll progress, help tips, bottom bar, next-page hints, toasts) and
 * `<Breadcrumbs />` where the trail belongs. Other features use `notify` for toasts, `openCommandPalette` for a
 * search button, and `useLongPress` for touch gestures.
 */
export { ShellWidgets } from './shell-widgets';
export { Breadcrumbs } from './breadcrumbs/breadcrumbs';
export { notify, type NotifyOptions, type ToastId } from './toasts/notify';
export { COMMAND_PALETTE_EVENT, openCommandPalette } from './command-palette/open-command-palette';
export { useLongPress, LONG_PRESS_MS } from './gestures/use-long-press';
export { pulse, hapticPulses, type HapticStrength } from './gestures/haptics';
