// The lint rule that keeps colours in the theme (eslint.config.js: themeColourSyntax): run through
// ESLint's API with the repository's own configuration, in a child process (the configuration is an
// ES module, which jest's CommonJS runtime cannot import).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Lints each source as if it were the given file; returns the rule messages per case. */
function lint(cases) {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
    const cases = JSON.parse(process.argv[1]);
    const out = [];
    for (const { file, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax' && /colour literals/.test(m.message)).map((m) => m.line));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' });
  return JSON.parse(stdout);
}

const screen = (body) => `export function Box({ token }: { token: { colorPrimary: string } }) {\n  return (\n${body}\n  );\n}\n`;

test('rejects colour literals in a screen and accepts the theme, the theme file and tests', () => {
  const results = lint([
    { file: 'host/src/features/home/x.tsx', code: screen(`    <div style={{ color: '#1d4e89' }} />`) },
    { file: 'remote-cash/src/features/history/x.tsx', code: screen(`    <svg><rect fill="#fff" /></svg>`) },
    { file: 'kit/src/page/x.tsx', code: screen('    <div style={{ border: `1px solid #e3e7ee` }} />') },
    { file: 'remote-security/src/features/x.ts', code: `export const grey = 'rgba(0, 0, 0, 0.55)';\n` },
    { file: 'remote-customer/src/features/x.tsx', code: screen(`    <a href="#main" style={{ color: token.colorPrimary }} />`) },
    { file: 'kit/src/theme/portal-theme.ts', code: `export const navy = '#0f2b4c';\n` },
    { file: 'host/src/features/home/x.test.tsx', code: `expect(colour).toBe('#1d4e89');\n` },
  ]);
  expect(results).toEqual([[3], [3], [3], [1], [], [], []]);
}, 120_000);
