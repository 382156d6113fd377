/** Spec section 9: haptic pulses of 25, 50 and 100 ms. */
export const hapticPulses = { light: 25, medium: 50, heavy: 100 } as const;

export type HapticStrength = keyof typeof hapticPulses;

/** One pulse where the device can vibrate; elsewhere (desktops, iOS Safari) nothing, silently. */
export function pulse(strength: HapticStrength): void {
  if (typeof navigator.vibrate !== 'function') return;
  try {
    navigator.vibrate([hapticPulses[strength]]);
  } catch {
    // Some browsers refuse vibration without a recent user gesture; a missing buzz is harmless.
  }
}
