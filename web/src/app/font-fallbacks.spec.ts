import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arimo from '@capsizecss/metrics/arimo';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import segoeUI from '@capsizecss/metrics/segoeUI';
import { describe, expect, it } from 'vitest';

/**
 * The stylesheet as written: the test project turns imported stylesheets (even `?raw`) into empty modules, so it is
 * read from disk. The web project has no Node types; this is the one function of Node's this spec needs.
 */
const nodeFs = 'node:fs';
const { readFileSync } = (await import(/* @vite-ignore */ nodeFs)) as { readFileSync(path: string, encoding: 'utf8'): string };
// From this file's own address: Vite rewrites `new URL('./global.css', import.meta.url)` into a dev-server path.
const globalCss = readFileSync(decodeURIComponent(new URL(import.meta.url).pathname).replace(/[^/]+$/, 'global.css'), 'utf8');

// Liberation Sans (most Linux desktops, and the Chromium that runs Lighthouse here) is drawn to Arial's metrics.
const liberationSans = { ...arial, familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans' };

/** The fallbacks of each platform, in the order the stack tries them, scaled by Capsize to Inter's metrics. */
const stack = createFontStack([inter, arial, liberationSans, arimo, segoeUI, roboto], { fontFaceFormat: 'styleString' });
const faces = stack.fontFaces.split(/\n(?=@font-face)/);

describe('font fallbacks', () => {
  it('declares each fallback face with the overrides Capsize computes, so the swap to Inter moves no text', () => {
    expect(faces).toHaveLength(5);
    for (const face of faces) expect(globalCss).toContain(face);
  });

  it('puts the scaled fallbacks right after Inter in the sans-serif stack, before the unscaled system fonts', () => {
    const families = stack.fontFamily.split(/, (?=[A-Z"])/).slice(0, 6).join(', ');
    // The self-hosted variable font first (its family name is @fontsource-variable's), then an installed Inter.
    expect(globalCss.replace(/\s+/g, ' ')).toContain(`--font-sans: "Inter Variable", ${families}, ui-sans-serif`);
  });
});
