import { useEffect, useState } from 'react';
import { scheduleDeferredLoad } from './deferred-loading';

/**
 * False until the deferred moment (`scheduleDeferredLoad`: 500 ms after the page has loaded, or the first input), then
 * true: a component that renders nothing the first paint shows mounts its lazy parts then, off the first render.
 */
export function useDeferredLoad(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => scheduleDeferredLoad(() => setDue(true)), []);
  return due;
}
