/** What the spec's learning events call the device: a coarse pointer (touch) is mobile. */
export const deviceType = (): 'mobile' | 'desktop' =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches ? 'mobile' : 'desktop';
