import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { elapse } from '../../testing/render-widget';
import { renderPlain } from '../../testing/render-plain';
import { notify } from './notify';
import { toastConstants } from './toast-constants';
import { Toaster } from './toaster';

const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
const visible = () => toasts().filter((toast) => toast.dataset.visible === 'true');
const titles = () => toasts().map((toast) => toast.querySelector('[data-title]')?.textContent);

async function show(send: () => void) {
  act(send);
  // Sonner adds a toast on the next tick.
  await elapse(0);
}

describe('Toasts', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    // Sonner's queue is module state: clear what an earlier test left.
    notify.dismiss();
    await elapse(1000);
  });

  it('use the spec’s constants', () => {
    expect(toastConstants).toEqual({
      visibleToasts: 3,
      durationMs: 4000,
      widthPx: 356,
      gapPx: 14,
      removalDelayMs: 200,
      swipeThresholdPx: 20,
      hotkey: ['altKey', 'KeyT'],
    });
  });

  it('show at most 3 at a time, 356 px wide and 14 px apart, under a labelled region focused by Alt+T', async () => {
    renderPlain(<Toaster />);
    for (const text of ['one', 'two', 'three', 'four']) await show(() => notify.info(text));
    expect(toasts()).toHaveLength(4);
    expect(visible()).toHaveLength(3);
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
    expect(list.style.getPropertyValue('--width')).toBe('356px');
    expect(list.style.getPropertyValue('--gap')).toBe('14px');
    expect(screen.getByRole('region', { name: 'Notifications alt+T' })).toBeTruthy();
  });

  it('close after 4000 ms, then leave 200 ms later', async () => {
    renderPlain(<Toaster />);
    await show(() => notify.success('Saved'));
    await elapse(toastConstants.durationMs - 1);
    expect(titles()).toEqual(['Saved']);
    await elapse(1);
    expect(toasts()[0]?.dataset.removed).toBe('true');
    await elapse(toastConstants.removalDelayMs);
    expect(toasts()).toHaveLength(0);
  });

  it('word the generic error: the message when it is a string, else exactly "An error occurred"', async () => {
    renderPlain(<Toaster />);
    await show(() => notify.handleError('Payment declined'));
    await show(() => notify.handleError(new Error('boom')));
    expect(titles()).toEqual(['An error occurred', 'Payment declined']);
    expect(toasts().map((toast) => toast.dataset.type)).toEqual(['error', 'error']);
  });

  it('offer every type', async () => {
    renderPlain(<Toaster />);
    await show(() => notify.warning('w'));
    await show(() => notify.loading('l'));
    await show(() => notify.error('e'));
    expect(toasts().map((toast) => toast.dataset.type)).toEqual(['error', 'loading', 'warning']);
  });
});
