// Formats (no React, no browser globals).
export * from './datetime.ts';
export * from './money.ts';
