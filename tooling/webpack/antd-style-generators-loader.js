// Drops antd's style generators from a build that ships antd's static stylesheet.
//
// Every antd component declares its CSS as a function of the theme's tokens, handed to one of
// `genStyleHooks`, `genComponentStyleHook` or `genSubStyleComponent` (antd/es/<component>/style/).
// Under a ConfigProvider with `zeroRuntime` those hooks return the hashed class name before they
// would ever call that function (@ant-design/cssinjs-utils, genComponentStyleHook), and the host's
// ConfigProvider has it whenever the static stylesheet is built (antd-static-css-plugin.js). The
// functions were still bundled: 46 KiB gzip of a returning customer's first screen (534.0 with this
// loader, 580.4 without, on the host's production build; the login page has no antd).
//
// This loader replaces the style function given to those calls with one returning no styles; the
// functions it referenced are then unused and the minifier leaves them out. Everything else stays:
// the component tokens (the third argument: CSS variables are still registered at run time), the
// hashes, the reset styles. The stylesheet itself is made in a separate Node process from the
// untouched antd package (antd-static-css.mjs), so it still has every rule.
//
// Applied only where the static stylesheet is built (the host's and the monolith's production
// builds). Not in the remotes: a remote may run under an older host that has no static stylesheet
// and lets antd write its styles at run time.
import * as acorn from 'acorn';

export const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
export const NO_STYLES = '() => []';
/** A module that may call one of the factories (the loader parses only those). */
export const CALLS_A_FACTORY = new RegExp(`\\b(${[...STYLE_HOOK_FACTORIES].join('|')})\\s*\\(`);

/** Calls of the style hook factories in `node`'s tree, depth first. */
function* styleHookCalls(node) {
  if (!node || typeof node.type !== 'string') return;
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && STYLE_HOOK_FACTORIES.has(node.callee.name)) yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) yield* styleHookCalls(child);
    else if (value && typeof value === 'object' && typeof value.type === 'string') yield* styleHookCalls(value);
  }
}

/**
 * `source` with the style function (second argument) of every style hook factory call replaced by
 * one returning no styles, and how many it replaced.
 * @param {string} source  an ES module of antd/es
 */
export function dropStyleGenerators(source) {
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const ranges = [...styleHookCalls(ast)]
    .filter((call) => call.arguments.length >= 2 && call.arguments[1].type !== 'SpreadElement')
    .map((call) => [call.arguments[1].start, call.arguments[1].end])
    // a call inside another's style function goes with it
    .filter(([start, end], _, all) => !all.some(([s, e]) => s <= start && end <= e && (s !== start || e !== end)))
    .sort((a, b) => b[0] - a[0]);
  let code = source;
  for (const [start, end] of ranges) code = `${code.slice(0, start)}${NO_STYLES}${code.slice(end)}`;
  return { code, replaced: ranges.length };
}

/** @this {import('webpack').LoaderContext<{}>} */
export default function antdStyleGeneratorsLoader(source) {
  if (!CALLS_A_FACTORY.test(source)) return source;
  return dropStyleGenerators(source).code;
}
