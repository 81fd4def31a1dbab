// Validation rules of spec §5 (no React, no browser globals: the API uses them too).
export * from './messages.ts';
export * from './passwords.ts';
