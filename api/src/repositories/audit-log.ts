// audit_log: security events (the service in domain/audit.ts decides what goes in; never secrets).
import type { Insertable } from 'kysely';
import type { AuditLogTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export class AuditLogRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<AuditLogTable>): Promise<void> {
    await this.#db.insertInto('audit_log').values(row).execute();
  }
}
