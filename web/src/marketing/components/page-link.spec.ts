import { describe, expect, it } from 'vitest';
import { isServedPath } from '../../shared/navigation/route-catalog';
import { marketingPaths } from './page-link';

describe('marketing links', () => {
  it.each(marketingPaths)('point at a path the route catalog serves: %s', (path) => {
    expect(isServedPath(path)).toBe(true);
  });
});
