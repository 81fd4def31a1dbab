// What a repository runs its queries on: the database, or a transaction a service opened (so that
// several repositories can change their tables together).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export type Executor = Kysely<Database> | Transaction<Database>;
