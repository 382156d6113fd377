/**
 * Every spec file belongs to exactly one vitest project (unit, int, web or e2e): a spec that no project's include
 * matches (a server spec without its tier suffix, say) would never run, and one that two match would run twice.
 * Asks vitest itself which files each project collects, so the answer follows the configs as they are.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createVitest } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..');
const specFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.spec.ts', '*.spec.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '')
  .map((file) => path.join(root, file));

const vitest = await createVitest('test', { root, watch: false, config: path.join(root, 'vitest.config.ts') });
const projectsOf = new Map<string, string[]>(specFiles.map((file) => [file, []]));
try {
  for (const project of vitest.projects) {
    const { testFiles } = await project.globTestFiles();
    for (const file of testFiles) projectsOf.get(path.resolve(file))?.push(project.name);
  }
} finally {
  await vitest.close();
}

const misplaced = [...projectsOf].filter(([, projects]) => projects.length !== 1);
for (const [file, projects] of misplaced) {
  const where = projects.length === 0 ? 'no project runs it' : `run by ${projects.join(' and ')}`;
  process.stderr.write(`${path.relative(root, file)}: ${where}; name it *.unit.spec.ts, *.int.spec.ts or *.e2e.spec.ts under a workspace's src (web: src/**/*.spec.tsx)\n`);
}
if (misplaced.length > 0) process.exit(1);
process.stdout.write(`Each of the ${specFiles.length} spec files belongs to exactly one test tier.\n`);
