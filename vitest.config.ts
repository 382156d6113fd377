import { defineConfig } from 'vitest/config';

const serverWorkspaces = '{event-schemas,services/*,projections}/src/**';

/** Tiers by suffix, each runnable alone (npm run test:unit, test:int, test:e2e); `npm test` runs them all. */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: [`${serverWorkspaces}/*.unit.spec.ts`], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: [`${serverWorkspaces}/*.int.spec.ts`],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      'web/vitest.config.ts',
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['{web,services/*}/src/**/*.e2e.spec.ts', 'web/e2e/**/*.e2e.spec.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
