// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules that keep the console's copy in its catalogues (the repository's
// eslint.config.js, as `npm run lint` runs it): Chinese text written in a component fails, a
// catalogue imports nothing but types. Each case lints a made-up file at a path in the console.

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, 'apps/admin/src', file),
  });
  return result!.messages.map((m) => m.message);
}

const inCatalogue = expect.stringContaining('copy catalogue');

describe('console copy lint', () => {
  it('fails Chinese text written in a component: JSX text, an attribute, a string, a template', async () => {
    expect(await problems('pages/x/XPage.tsx', `export const A = () => <p>保存</p>;`)).toEqual([
      inCatalogue,
    ]);
    expect(
      await problems('pages/x/XPage.tsx', `export const A = () => <input aria-label="账号" />;`),
    ).toEqual([inCatalogue]);
    expect(
      await problems(
        'pages/x/XPage.tsx',
        `export const a = { label: '普通话' };\nexport const b = (n: number) => \`共 \${n} 条\`;`,
      ),
    ).toEqual([inCatalogue, inCatalogue, inCatalogue]); // the string, each side of the ${n}
    // Helpers beside the pages too.
    expect(await problems('pages/x/xCopy.ts', `export const title = '标题';`)).toEqual([
      inCatalogue,
    ]);
  });

  it('lets copy from a catalogue, English identifiers and comments through', async () => {
    expect(
      await problems(
        'pages/x/XPage.tsx',
        `import { useXT } from './copy';\n// 保存 saves the form.\nexport const A = () => { const t = useXT(); return <p title="x">{t('save')}</p>; };`,
      ),
    ).toEqual([]);
  });

  it('lets stories, tests and the stories’ demo data write Chinese', async () => {
    const code = `export const A = () => <p>保存</p>;`;
    expect(await problems('pages/x/XPage.stories.tsx', code)).toEqual([]);
    expect(await problems('pages/x/XPage.test.tsx', code)).toEqual([]);
    expect(await problems('testing/demo.tsx', code)).toEqual([]);
  });

  it('keeps catalogues data: Chinese allowed, imports only of types, no re-exports', async () => {
    expect(
      await problems(
        'pages/x/copy/zh-CN.ts',
        `export const zhCN = { save: '保存' } as const satisfies Record<string, string>;`,
      ),
    ).toEqual([]);
    expect(
      await problems(
        'pages/x/copy/en.ts',
        `import type { zhCN } from './zh-CN';\nexport const en: Record<keyof typeof zhCN, string> = { save: 'Save' };`,
      ),
    ).toEqual([]);
    expect(
      await problems(
        'pages/x/copy/en.ts',
        `import { zhCN } from './zh-CN';\nexport const en = { ...zhCN };`,
      ),
    ).toEqual([expect.stringContaining('imports nothing but types')]);
    expect(
      await problems('pages/x/copy/zh-CN.ts', `export { zhCN } from '../y/copy/zh-CN';`),
    ).toEqual([expect.stringContaining('re-exports nothing')]);
  });
});
