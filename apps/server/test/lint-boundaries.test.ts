import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The rules the linter reports on `code` as if it were the file at `file` (from the root). */
async function rulesBrokenBy(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the boundaries the linter holds', () => {
  it('a web feature importing another feature is refused', async () => {
    const code = `import { useLesson } from '../../lessons/api/get-lesson.ts';\nexport const x = useLesson;\n`;
    expect(await rulesBrokenBy('apps/web/src/features/quizzes/api/probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('a web feature importing the app that composes it is refused', async () => {
    const code = `import { useDocumentTitle } from '../../../app/use-document-title.ts';\nexport const x = useDocumentTitle;\n`;
    expect(
      await rulesBrokenBy('apps/web/src/features/billing/components/probe.tsx', code),
    ).toContain('import-x/no-restricted-paths');
  });

  it('a web feature importing shared layers and its own files is accepted', async () => {
    const code = `import { cn } from '../../../lib/cn.ts';\nimport { useLesson } from '../api/get-lesson.ts';\nexport const x = [cn, useLesson];\n`;
    expect(await rulesBrokenBy('apps/web/src/features/lessons/components/probe.ts', code)).toEqual(
      [],
    );
  });

  it("a server module reading another module's repository is refused; its service is not", async () => {
    const repository = `import { createLessonsRepository } from '../lessons/lessons.repository.ts';\nexport const x = createLessonsRepository;\n`;
    expect(await rulesBrokenBy('apps/server/src/modules/quizzes/probe.ts', repository)).toContain(
      'import-x/no-restricted-paths',
    );
    const service = `import type { LessonsService } from '../lessons/lessons.service.ts';\nexport type X = LessonsService;\n`;
    expect(await rulesBrokenBy('apps/server/src/modules/quizzes/probe.ts', service)).toEqual([]);
  });

  it('a service querying tables is refused; its repository is not', async () => {
    const code = `import { supportMessages } from './feedback.tables.ts';\nexport const x = supportMessages;\n`;
    expect(
      await rulesBrokenBy('apps/server/src/modules/feedback/probe.service.ts', code),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBrokenBy('apps/server/src/modules/feedback/probe.repository.ts', code),
    ).toEqual([]);
  });

  it('an import cycle is refused', async () => {
    // lib/cn.ts importing a module that (through the UI kit) imports lib/cn.ts again.
    const code = `import { Button } from '../components/ui/button.tsx';\nexport const x = Button;\nexport function cn() {}\n`;
    expect(await rulesBrokenBy('apps/web/src/lib/cn.ts', code)).toContain('import-x/no-cycle');
  });
});
