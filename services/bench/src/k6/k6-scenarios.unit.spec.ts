import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const scenariosDir = fileURLToPath(new URL('../../../../k6/scenarios/', import.meta.url));
const scenarios = readdirSync(scenariosDir).filter((file) => file.endsWith('.js'));

/** What k6 gives a script, enough to evaluate its top level: modules as stubs, and the environment a user would set. */
const k6Modules: Record<string, unknown> = {
  k6: { check: () => true, sleep: () => undefined, group: (_: string, body: () => unknown) => body(), fail: (message: string) => { throw new Error(message); } },
  'k6/http': { get: () => ({}), post: () => ({}), put: () => ({}), del: () => ({}), batch: () => [] },
  'k6/metrics': { Trend: class {}, Counter: class {}, Rate: class {}, Gauge: class {} },
  'k6/execution': { vu: { idInTest: 1 }, scenario: { iterationInTest: 0 } },
};
const environment = {
  BASE_URL: 'http://127.0.0.1:3000',
  PATHWISE_TOKENS: 'learner-1:token-1,learner-2:token-2',
  CREATOR_TOKENS: 'creator-1:token-1',
  COURSE_ID: 'course-1',
};

/** Bundles a scenario as k6 would load it (k6's own modules and remote jslib imports left to k6) and evaluates it. */
async function loadScenario(file: string): Promise<Record<string, unknown>> {
  const bundled = await build({
    entryPoints: [`${scenariosDir}${file}`],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'neutral',
    target: 'es2020',
    external: ['k6', 'k6/*', 'https://*'],
    logLevel: 'silent',
  });
  const module = { exports: {} as Record<string, unknown> };
  const require = (name: string) => {
    if (name in k6Modules) return k6Modules[name];
    if (name.startsWith('https://jslib.k6.io/')) return { uuidv4: () => '00000000-0000-4000-8000-000000000000', randomIntBetween: (low: number) => low, randomItem: (items: unknown[]) => items[0] };
    throw new Error(`${file} imports ${name}, which k6 does not provide`);
  };
  runInNewContext(bundled.outputFiles[0]!.text, { module, exports: module.exports, require, __ENV: environment, __VU: 1, __ITER: 0, console });
  return module.exports;
}

describe('the k6 scenarios (k6 cannot run here; each must still bundle and load as k6 would)', () => {
  it('finds the scenarios', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(5);
  });

  it.each(scenarios)('%s bundles, and declares its scenarios, their functions and pass thresholds', async (file) => {
    const exported = await loadScenario(file);
    const options = exported.options as { scenarios?: Record<string, { executor: string; exec?: string }>; thresholds?: Record<string, unknown> };
    expect(Object.keys(options.scenarios ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(options.thresholds ?? {}).length).toBeGreaterThan(0);
    for (const scenario of Object.values(options.scenarios!)) {
      expect(typeof scenario.executor).toBe('string');
      expect(typeof exported[scenario.exec ?? 'default']).toBe('function');
    }
  });
});
