import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as acorn from 'acorn';
import antdStyleGeneratorsLoader, { CALLS_A_FACTORY, dropStyleGenerators, NO_STYLES } from './antd-style-generators-loader.js';

const antdEs = path.join(
  path.dirname(createRequire(path.resolve(import.meta.dirname, '../../host/package.json')).resolve('antd/package.json')),
  'es',
);

describe('antd style generators loader', () => {
  it('replaces the style function of each style hook factory call and keeps the tokens and options', () => {
    const source = `import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';
const genBaseStyle = token => ({ [token.componentCls]: { color: token.colorText } });
export const prepareComponentToken = token => ({ iconSize: token.fontSize });
export const Compact = genSubStyleComponent(['Button', 'compact'], token => [genBaseStyle(token)], prepareComponentToken);
export default genStyleHooks('Result', token => {
  return [genBaseStyle(token)];
}, prepareComponentToken, { unitless: { iconSize: true } });`;
    const { code, replaced } = dropStyleGenerators(source);
    expect(replaced).toBe(2);
    expect(code).toContain(`genSubStyleComponent(['Button', 'compact'], ${NO_STYLES}, prepareComponentToken)`);
    expect(code).toContain(`genStyleHooks('Result', ${NO_STYLES}, prepareComponentToken, { unitless: { iconSize: true } })`);
    // the generators are no longer referenced by the hooks (the minifier drops them), the tokens are
    expect(code.match(/genBaseStyle\(/g)).toBeNull();
    expect(code).toContain('export const prepareComponentToken = token => ({ iconSize: token.fontSize })');
    expect(() => acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
  });

  it('leaves other calls, and a module without style hooks, untouched', () => {
    const source = `import { genCssVar } from '../../theme/util/genStyleUtils';
export const [varName] = genCssVar('.ant', 'wave');
export default useStyleRegister({ path: ['x'] }, () => [{ a: 1 }]);`;
    expect(antdStyleGeneratorsLoader(source)).toBe(source);
    expect(dropStyleGenerators(source)).toEqual({ code: source, replaced: 0 });
  });

  it('replaces a call nested in another style function once, with the outer one', () => {
    const source = `export default genStyleHooks('A', token => genComponentStyleHook('B', t => [t])(token), getToken);`;
    const { code } = dropStyleGenerators(source);
    expect(code).toBe(`export default genStyleHooks('A', ${NO_STYLES}, getToken);`);
  });

  it('turns every style module of the installed antd into valid code without its style functions', () => {
    const files = fs
      .readdirSync(antdEs, { recursive: true })
      .filter((f) => f.endsWith('.js'))
      .map((f) => path.join(antdEs, f));
    let modules = 0;
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      if (!CALLS_A_FACTORY.test(source)) continue;
      const { code, replaced } = dropStyleGenerators(source);
      if (file.includes(`${path.sep}theme${path.sep}`)) continue; // where the factories are defined and re-exported
      expect({ file, replaced: replaced > 0 }).toEqual({ file, replaced: true });
      expect(() => acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
      modules++;
    }
    // every component with styles: a new antd that moved them elsewhere would leave this far lower
    expect(modules).toBeGreaterThan(70);
  });
});
