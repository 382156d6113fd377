import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { elapse } from '../../../../testing/render-widget';
import { renderPlain } from '../../../../testing/render-plain';
import { HELP_TIP_ROTATION_MS, HELP_TIPS_DELAY_MS, HelpTips } from './help-tips';

const panel = () => screen.queryByRole('complementary', { name: 'Help tips' });
const count = () => panel()?.querySelector('.help-tips-count')?.textContent;

describe('Help tips', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('appear 2 s after load', async () => {
    renderPlain(<HelpTips />);
    await elapse(HELP_TIPS_DELAY_MS - 1);
    expect(panel()).toBeNull();
    await elapse(1);
    expect(panel()).not.toBeNull();
    expect(count()).toBe('Tip 1 of 5');
  });

  it('rotate every 8 s, and wait while the pointer is on them', async () => {
    renderPlain(<HelpTips />);
    await elapse(HELP_TIPS_DELAY_MS);
    const first = panel()!.querySelector('.help-tips-text')!.textContent;
    await elapse(HELP_TIP_ROTATION_MS - 1);
    expect(count()).toBe('Tip 1 of 5');
    await elapse(1);
    expect(count()).toBe('Tip 2 of 5');
    expect(panel()!.querySelector('.help-tips-text')!.textContent).not.toBe(first);

    fireEvent.mouseEnter(panel()!);
    await elapse(HELP_TIP_ROTATION_MS * 2);
    expect(count()).toBe('Tip 2 of 5');
    fireEvent.mouseLeave(panel()!);
    await elapse(HELP_TIP_ROTATION_MS);
    expect(count()).toBe('Tip 3 of 5');
  });

  it('minimise to a button that brings them back, with focus following', async () => {
    renderPlain(<HelpTips />);
    await elapse(HELP_TIPS_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Minimise tips' }));
    expect(panel()).toBeNull();
    const restore = screen.getByRole('button', { name: 'Show tips' });
    expect(document.activeElement).toBe(restore);
    // Minimised tips do not rotate behind the reader's back.
    await elapse(HELP_TIP_ROTATION_MS);
    fireEvent.click(restore);
    expect(count()).toBe('Tip 1 of 5');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Minimise tips' }));
  });

  it('stay away once dismissed, even after a reload', async () => {
    const first = renderPlain(<HelpTips />);
    await elapse(HELP_TIPS_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss tips' }));
    expect(panel()).toBeNull();
    expect(window.localStorage.getItem('pathwise:help-tips-dismissed')).toBe('true');
    first.unmount();

    renderPlain(<HelpTips />);
    await elapse(HELP_TIPS_DELAY_MS * 2);
    expect(panel()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show tips' })).toBeNull();
  });
});
