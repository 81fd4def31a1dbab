// Flat ESLint config. Besides the usual TS/React checks it enforces ARCHITECTURE §1:
// who may import whom (kernel ← remotes/host/api; never host ↔ remote, remote ↔ remote, e2e → apps),
// the kernel's contract part has no React and no browser globals, and inside an app
// app/ → features/ → components|lib|hooks, with features never importing each other.
import fs from 'node:fs';
import path from 'node:path';
import { apps, remotes } from './tooling/apps.js';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;
const workspacePackages = ['host', ...remotes, 'api', 'e2e'];

function listDirs(dir) {
  try {
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
}

/** Zones for eslint-plugin-import-x/no-restricted-paths inside one app (bulletproof-react's rule). */
function layerZones(app) {
  const src = `./${app}/src`;
  const features = listDirs(path.join(root, app, 'src/features'));
  return [
    ...features.map((f) => ({
      target: `${src}/features/${f}`,
      from: `${src}/features`,
      except: [`./${f}`],
      message: 'features must not import each other; lift shared code to components/, lib/ or hooks/',
    })),
    { target: `${src}/features`, from: `${src}/app`, message: 'features must not import the app layer' },
    ...['components', 'lib', 'hooks'].map((shared) => ({
      target: `${src}/${shared}`,
      from: [`${src}/features`, `${src}/app`],
      message: 'shared modules must not import features or the app layer',
    })),
  ];
}

/** Libraries the kernel wraps (state and HTTP): apps use the kernel's session store, query hooks and client. */
const wrappedLibraries = [
  ...['jotai', 'jotai/react', 'jotai/vanilla', 'jotai/utils'].map((name) => ({
    name,
    message: 'use the session store and hooks of @portal/shared-kernel (one store for the host and every remote)',
  })),
  { name: 'ky', message: 'call the API through the kernel’s endpoint groups (one client, one error catalogue)' },
];

const otherPackagePatterns = (self) =>
  workspacePackages
    .filter((p) => p !== self)
    .map((p) => ({ group: [`@portal/${p}`, `@portal/${p}/*`, `**/${p}/src/**`], message: `${self} must not import ${p} (ARCHITECTURE §1)` }));

/** e2e is black-box: it reaches the apps through the browser and the HTTP API only. */
const e2eBlackBox = [
  {
    group: ['@portal/*', '**/shared-kernel/**', '**/host/src/**', '**/remote-*/src/**', '**/api/src/**'],
    message: 'e2e is black-box: drive the browser and the HTTP API only',
  },
];

/** Rules of every browser package's source (no-restricted-syntax; one list, as a later entry replaces it). */
const uiSyntax = [
  // An antd icon is announced by its English name ("user", "lock", "export") unless told otherwise.
  {
    selector: 'JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))',
    message: 'an antd icon needs aria-hidden (beside a text) or a Japanese aria-label (alone): screen readers would read its English name',
  },
  // Every router of the portal has the basename /portal: a link written with it leads to
  // /portal/portal/..., the not-found page.
  {
    selector: "JSXAttribute[name.name='to'] Literal[value=/^\\/portal(\\/|$)/]",
    message: 'router links are below the /portal basename: write /cash/note, not /portal/cash/note',
  },
  {
    selector: "CallExpression[callee.name='navigate'] > Literal[value=/^\\/portal(\\/|$)/]",
    message: 'navigate() paths are below the /portal basename: write /cash/note, not /portal/cash/note',
  },
];

/**
 * Colours come from the portal theme (kit/src/theme/: antd's tokens and the portal's own, read with
 * usePortalToken), never as literals in a screen: a hex colour (#1d4e89, fill="#fff") or a colour
 * function (rgba(0, 0, 0, 0.55)) in any string or template. The host's stylesheets (*.css) are not
 * linted: the login page is drawn before antd loads. tooling/scripts/theme-colours.test.js checks the rule.
 */
const HEX_COLOUR = '#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\\b';
const COLOUR_FUNCTION = '\\b(?:rgba?|hsla?|hwb|oklch|oklab|lab|lch)\\(';
const colourMessage =
  'no colour literals in a screen: use the theme (usePortalToken() from @portal/kit; add a portal token to kit/src/theme/portal-theme.ts if antd has none)';
const themeColourSyntax = [HEX_COLOUR, COLOUR_FUNCTION].flatMap((pattern) => [
  { selector: `Literal[value=/${pattern}/]`, message: colourMessage },
  { selector: `TemplateElement[value.raw=/${pattern}/]`, message: colourMessage },
]);
const browserSources = [...apps.map((a) => `${a}/src/**/*.{ts,tsx}`), 'kit/src/**/*.{ts,tsx}'];
/** The one theme definition, and tests (which may compare colours). */
const themeColourExempt = ['kit/src/theme/**', '**/*.test.{ts,tsx}', '**/testing/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.toolchain/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.skew/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [...apps.map((a) => `${a}/src/**/*.{ts,tsx}`), 'shared-kernel/src/**/*.{ts,tsx}', 'kit/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': ['error', ...uiSyntax],
    },
  },
  {
    files: browserSources,
    ignores: themeColourExempt,
    rules: { 'no-restricted-syntax': ['error', ...uiSyntax, ...themeColourSyntax] },
  },
  {
    files: ['shared-kernel/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@portal/*', '**/host/**', '**/remote-*/**', '**/api/src/**'], message: 'shared-kernel imports only npm packages' }] },
      ],
    },
  },
  {
    // The contract part and everything it re-exports: the API imports these in plain Node.
    files: ['shared-kernel/src/{contract,validation,format,features,i18n}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'jotai', 'jotai/react', 'ky'].map((name) => ({
            name,
            message: 'the contract part has no React, no state and no HTTP: the API uses it too',
          })),
          patterns: [
            {
              group: ['@portal/*', '../react/**', '../session/**', '../api/**', '../federation/**', '../testing/**'],
              message: 'the contract part depends on nothing but npm packages without React',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'],
    },
  },
  {
    // The kit: npm packages and the kernel only (it is bundled into every app).
    files: ['kit/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/*', '!@portal/shared-kernel', '!@portal/shared-kernel/*', '**/host/**', '**/remote-*/**', '**/api/src/**'],
              message: 'the kit imports only npm packages and the kernel',
            },
          ],
        },
      ],
    },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**`],
    rules: {
      'no-restricted-imports': ['error', { paths: wrappedLibraries, patterns: otherPackagePatterns(remote) }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones(remote) }],
    },
  })),
  {
    files: ['host/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: wrappedLibraries,
          patterns: otherPackagePatterns('host').map((p) => ({
            ...p,
            message: 'the host reaches remotes only through Module Federation (loadRemote)',
          })),
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: layerZones('host') }],
    },
  },
  {
    // The API speaks the pure contract only: no browser session, client, React or kit.
    files: ['api/src/**', 'api/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...otherPackagePatterns('api'),
            { group: ['@portal/kit', '@portal/kit/*'], message: 'the API does not use the UI kit' },
            {
              regex: '^@portal/shared-kernel(?!/contract$)(/.*)?$',
              message: 'the API imports only @portal/shared-kernel/contract (no browser session, client or React)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: e2eBlackBox }] },
  },
  {
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: e2eBlackBox,
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "import test and expect from '../support/test.ts': its test gives every worker its own API server",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx,js}', '**/test/**', '**/jest.setup.*', 'tooling/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
