import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeRedirectPath('/profile')).toBe('/profile');
    expect(safeRedirectPath('/courses/c-1/view?lesson=2#notes')).toBe('/courses/c-1/view?lesson=2#notes');
  });

  it.each([
    ['another site, protocol-relative', '//evil.example/x'],
    ['another site, backslash', '/\\evil.example'],
    ['a control character browsers drop', '/\t/evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a relative path', 'profile'],
    ['a script URL', 'javascript:alert(1)'],
    ['a sign-in page', '/login?redirect=/profile'],
    ['nothing', undefined],
    ['not a string', 42],
  ])('refuses %s', (_what, redirect) => {
    expect(safeRedirectPath(redirect)).toBeNull();
  });
});
