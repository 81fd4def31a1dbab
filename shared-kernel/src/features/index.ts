// Feature-switch logic (no React, no browser globals).
export * from './feature-switches.ts';
