/** The window event that opens the palette; the app bar's search button dispatches it (see `openCommandPalette`). */
export const COMMAND_PALETTE_EVENT = 'pathwise:command-palette';

/** Opens the command palette from anywhere, without importing it: a button only needs to fire the event. */
export function openCommandPalette(): void {
  window.dispatchEvent(new Event(COMMAND_PALETTE_EVENT));
}

/** Cmd/Ctrl+K: the palette's shortcut, also watched before the widgets have loaded (see lazy-widgets.tsx). */
export const isPaletteHotkey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
