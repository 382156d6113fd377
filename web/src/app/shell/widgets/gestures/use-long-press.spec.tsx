import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { elapse } from '../../../../testing/render-widget';
import { hapticPulses, pulse } from './haptics';
import { LONG_PRESS_MS, useLongPress } from './use-long-press';

function Pressable({ onLongPress, onClick, haptic }: { onLongPress: () => void; onClick?: () => void; haptic?: 'light' | 'medium' | 'heavy' }) {
  const handlers = useLongPress(onLongPress, { haptic });
  return (
    <button type="button" onClick={onClick} {...handlers}>
      Hold
    </button>
  );
}

const vibrate = vi.fn((_pattern: VibratePattern) => true);
const button = () => screen.getByRole('button', { name: 'Hold' });

describe('useLongPress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vibrate.mockClear();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { vibrate }));
  });

  it('fires at 500 ms with a 25 ms pulse, and swallows the click of the release', async () => {
    const onLongPress = vi.fn();
    const onClick = vi.fn();
    render(<Pressable onLongPress={onLongPress} onClick={onClick} />);
    fireEvent.pointerDown(button(), { pointerType: 'touch' });
    await elapse(LONG_PRESS_MS - 1);
    expect(onLongPress).not.toHaveBeenCalled();
    await elapse(1);
    expect(onLongPress).toHaveBeenCalledOnce();
    expect(vibrate).toHaveBeenCalledWith([25]);

    fireEvent.pointerUp(button(), { pointerType: 'touch' });
    fireEvent.click(button());
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('does not fire when released early, moved away, or pressed with a mouse', async () => {
    const onLongPress = vi.fn();
    render(<Pressable onLongPress={onLongPress} />);
    fireEvent.pointerDown(button(), { pointerType: 'touch' });
    await elapse(300);
    fireEvent.pointerUp(button(), { pointerType: 'touch' });
    await elapse(LONG_PRESS_MS);

    fireEvent.pointerDown(button(), { pointerType: 'touch', clientX: 0, clientY: 0 });
    fireEvent.pointerMove(button(), { pointerType: 'touch', clientX: 30, clientY: 0 });
    await elapse(LONG_PRESS_MS);

    fireEvent.pointerDown(button(), { pointerType: 'mouse' });
    await elapse(LONG_PRESS_MS);
    expect(onLongPress).not.toHaveBeenCalled();
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('pulses 50 and 100 ms for the medium and heavy strengths', async () => {
    render(<Pressable onLongPress={() => {}} haptic="heavy" />);
    fireEvent.pointerDown(button(), { pointerType: 'touch' });
    await elapse(LONG_PRESS_MS);
    expect(vibrate).toHaveBeenLastCalledWith([100]);
    pulse('medium');
    expect(vibrate).toHaveBeenLastCalledWith([50]);
    expect(hapticPulses).toEqual({ light: 25, medium: 50, heavy: 100 });
  });
});
