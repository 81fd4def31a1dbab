// Japanese labels (no React, no browser globals).
export * from './labels.ts';
