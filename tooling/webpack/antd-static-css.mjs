// Prints antd's stylesheet for an app: every antd component rendered once, under the app's theme,
// through antd's static extractor (see antd-static-css-plugin.js). Runs in its own process with
// NODE_ENV=production: @ant-design/cssinjs fixes its class-name prefix when it is first loaded
// (`css-dev-only-do-not-override-…` outside production), and the page's build uses the production one.
// Usage: NODE_ENV=production node antd-static-css.mjs <app dir> <theme module> <export name> [<components JSON>]
// (components: antd export names to render, tooling/webpack/antd-components.js; all when left out)
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const [appDir, themeModule, exportName, components] = process.argv.slice(2);
const includes = components ? JSON.parse(components) : undefined;
const theme = (await import(pathToFileURL(themeModule).href))[exportName];
if (!theme) throw new Error(`${themeModule} exports no ${exportName}`);
const require = createRequire(path.join(appDir, 'package.json'));
const React = require('react');
const { ConfigProvider } = require('antd');
const { extractStyle } = require('@ant-design/static-style-extract');
// the extractor also renders deprecated components: their warnings are noise here
console.warn = () => undefined;
console.error = () => undefined;
process.stdout.write(extractStyle({ includes, customTheme: (node) => React.createElement(ConfigProvider, { theme }, node) }));
