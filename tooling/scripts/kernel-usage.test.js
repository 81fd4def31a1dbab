// How the kernel surface report tells what a file uses of the kernel, and whether the file is a test.
import { isTestFile, kernelImports } from './kernel-usage.js';

const entries = ['@portal/shared-kernel', '@portal/shared-kernel/contract', '@portal/shared-kernel/testing'];
const uses = (text, file = 'host/src/a.ts') => kernelImports(file, text, entries).map(({ specifier, name }) => `${specifier} ${name}`);

describe('what a file uses of the kernel', () => {
  it('counts named imports and re-exports under their exported names, of the kernel entries only', () => {
    const text = [
      "import { formatMoney, readSession as read } from '@portal/shared-kernel';",
      "import type { Envelope } from '@portal/shared-kernel/contract';",
      "export { endpoints } from '@portal/shared-kernel/contract';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(uses(text)).toEqual([
      '@portal/shared-kernel formatMoney',
      '@portal/shared-kernel readSession',
      '@portal/shared-kernel/contract Envelope',
      '@portal/shared-kernel/contract endpoints',
    ]);
  });

  it('counts the names read off a namespace import, values and types', () => {
    const text = "import * as kernel from '@portal/shared-kernel';\nconst s: kernel.PortalStore = kernel.portalStore;\n";
    expect(uses(text)).toEqual(['@portal/shared-kernel PortalStore', '@portal/shared-kernel portalStore']);
  });

  it('a namespace put in a module map under its own specifier (the share scope) uses nothing; handed on otherwise, everything', () => {
    const provided = "import * as kernel from '@portal/shared-kernel';\nconst modules = { '@portal/shared-kernel': kernel };\n";
    expect(uses(provided)).toEqual([]);
    const handedOn = "import * as kernel from '@portal/shared-kernel';\nregister(kernel);\nconst m = { '@portal/shared-kernel/contract': kernel };\n";
    expect(uses(handedOn)).toEqual(['@portal/shared-kernel *', '@portal/shared-kernel *']);
  });

  it('export *, import() and require() use everything; jest.mock and jest.requireActual nothing by themselves', () => {
    const text = [
      "export * from '@portal/shared-kernel/testing';",
      "const late = await import('@portal/shared-kernel/contract');",
      "jest.mock('@portal/shared-kernel', () => ({ ...jest.requireActual('@portal/shared-kernel') }));",
    ].join('\n');
    expect(uses(text, 'kit/src/a.test.tsx')).toEqual(['@portal/shared-kernel/testing *', '@portal/shared-kernel/contract *']);
  });
});

describe('which files are tests', () => {
  it.each([
    'host/src/lib/session/login.test.ts',
    'remote-cash/src/testing/cash.tsx',
    'api/test/support/software-authenticator.ts',
    'api/test/helpers.ts',
    'e2e/support/test.ts',
    'tooling/jest/jsdom-environment.cjs',
    'kit/src/forms/field-groups.test.tsx',
  ])('%s is a test', (file) => expect(isTestFile(file)).toBe(true));

  it.each(['host/src/lib/federation/federation.ts', 'api/src/modules/login/service.ts', 'kit/src/forms/fields.tsx', 'tooling/scripts/portal.mjs'])(
    '%s is production',
    (file) => expect(isTestFile(file)).toBe(false),
  );
});
