// Browser session: storage rules, cross-tab signals, login prompts, jotai atoms.
export * from './storage.ts';
export * from './signals.ts';
export * from './login-prompt.ts';
export * from './atoms.ts';
export * from './login-flow.ts';
