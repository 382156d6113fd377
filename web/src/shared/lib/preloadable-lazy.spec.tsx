import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      pressed {count}
    </button>
  );
}

/** A chunk that arrives when the test says so. */
function heldChunk() {
  let arrive: (component: ComponentType<object>) => void = () => {};
  const arrived = new Promise<ComponentType<object>>((resolve) => {
    arrive = resolve;
  });
  return { load: () => arrived, arrive: () => arrive(Counter) };
}

function Host({ part, label }: { readonly part: ReturnType<typeof preloadableLazy<object>>; readonly label: string }) {
  const Part = part.Component;
  return (
    <section aria-label={label}>
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>
    </section>
  );
}

describe('a preloadable lazy part', () => {
  it('keeps what a part holds when its host draws again after its chunk arrived', async () => {
    const chunk = heldChunk();
    const part = preloadableLazy(chunk.load);
    const view = render(<Host part={part} label="first" />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => chunk.arrive());
    fireEvent.click(await screen.findByRole('button', { name: 'pressed 0' }));
    expect(screen.getByRole('button').textContent).toBe('pressed 1');

    view.rerender(<Host part={part} label="again" />);
    expect(screen.getByRole('region', { name: 'again' })).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('pressed 1');
  });

  it('draws a part preloaded before its first render at once, with no fallback', async () => {
    const chunk = heldChunk();
    const part = preloadableLazy(chunk.load);
    const preloaded = part.preload();
    chunk.arrive();
    await preloaded;
    render(<Host part={part} label="preloaded" />);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('pressed 0');
  });
});
