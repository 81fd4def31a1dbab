export type SqlDialectName = 'sqlite' | 'postgres';
