// Jest preset shared by every package: @swc/jest for TS/TSX, ESM-only packages transformed,
// `.ts` extension imports resolved as written.
import path from 'node:path';

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/** ESM-only packages that must go through swc (pnpm puts them under node_modules/.pnpm). */
const esmPackages = ['ky', 'jotai', 'valibot', '@valibot', '@hookform', 'nanoid', '@ant-design/colors'];

/**
 * @param {{ environment?: 'node' | 'jsdom', dir: string }} opts
 * @returns {import('jest').Config}
 */
export function preset({ environment = 'node', dir }) {
  return {
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? path.join(import.meta.dirname, 'jsdom-environment.cjs') : environment,
    // antd forms in jsdom are slow on two busy cores; a user-visible timeout is not what these tests check.
    testTimeout: environment === 'jsdom' ? 30_000 : 5_000,
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions] },
    transformIgnorePatterns: [`/node_modules/(?!\\.pnpm|${esmPackages.join('|')})`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    setupFiles: [path.join(import.meta.dirname, 'setup-polyfills.cjs')],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(import.meta.dirname, 'setup-dom.cjs')] : [],
    moduleNameMapper: { '\\.(css|less|svg|png|jpg)$': path.join(import.meta.dirname, 'file-stub.cjs') },
  };
}
