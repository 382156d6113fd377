import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints planted source as if it were a real file of the forum feature, with the repository's own lint configuration
// (type-aware, so the file must exist: its text is replaced, not read). An int spec: it loads the TypeScript project.
const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const forumFile = path.join(repositoryRoot, 'services/api/src/features/forum/forum.routes.ts');

const testServerFile = path.join(repositoryRoot, 'services/api/src/testing/test-server.ts');

async function importErrorsOf(source: string, filePath = forumFile): Promise<string[]> {
  const eslint = new ESLint({ cwd: repositoryRoot, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lint of imports of API features', () => {
  it('refuses a feature importing another feature past its entry', async () => {
    const errors = await importErrorsOf("import { foldCourse } from '../courses/course.decider.js';\n\nexport const fold = foldCourse;\n");
    expect(errors).toEqual([expect.stringMatching(/^no-restricted-imports: .*Use another feature only through its entry/)]);
  });

  it("accepts a feature importing another feature's entry", async () => {
    const errors = await importErrorsOf("import { foldCourse } from '../courses/index.js';\n\nexport const fold = foldCourse;\n");
    expect(errors).toEqual([]);
  });

  it('refuses a feature importing the composition root or the demo seed', async () => {
    const errors = await importErrorsOf(
      "import type { Platform } from '../../app/compose-platform.js';\nimport { DEMO_LEARNER_EMAIL } from '../../seed/demo-world.js';\n\nexport type P = Platform;\nexport const email = DEMO_LEARNER_EMAIL;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*composition root/),
      expect.stringMatching(/^no-restricted-imports: .*composition root/),
    ]);
  });

  it('refuses code outside the features reaching past an entry, and accepts the entry', async () => {
    const deep = await importErrorsOf("import { foldCourse } from '../features/courses/course.decider.js';\n\nexport const fold = foldCourse;\n", testServerFile);
    const entry = await importErrorsOf("import { foldCourse } from '../features/courses/index.js';\n\nexport const fold = foldCourse;\n", testServerFile);

    expect(deep).toEqual([expect.stringMatching(/^no-restricted-imports: .*Use a feature only through its entry/)]);
    expect(entry).toEqual([]);
  });
});
