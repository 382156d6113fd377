import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

/** Component tier: React components and hooks in jsdom, with `fetch` and the socket faked at the boundary. */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    // Browser end-to-end specs belong to the root e2e project.
    exclude: ['src/**/*.e2e.spec.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // Room for the 4 s find* waits set in setup-tests, on a machine busy with the rest of the suite.
    testTimeout: 15_000,
  },
});
