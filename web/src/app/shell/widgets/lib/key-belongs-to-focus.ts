const OWN_KEYBOARD = 'input, textarea, select, button, a[href], summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="menuitem"], [role="option"], [role="switch"], [role="checkbox"], [role="tab"], [role="slider"], [role="combobox"], [role="textbox"]';

/**
 * Whether a key press belongs to the focused element: typing in a field, or Space pressing a button. Page-wide
 * shortcuts that use plain keys step aside there, or nobody could type a space or press a button by keyboard.
 */
export function keyBelongsToFocus(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest(OWN_KEYBOARD) !== null;
}
