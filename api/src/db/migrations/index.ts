// Static migration provider: the list is part of the code, so bundling or a changed working
// directory can never make the server run a different set of migrations.
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';
import { initialMigration } from './0001-initial.ts';
import { seedRunsMigration } from './0002-seed-runs.ts';
import { passwordRulesMigration } from './0003-password-rules.ts';
import { securityEventsMigration } from './0004-security-events.ts';
import { ledgerMigration } from './0005-ledger.ts';
import { customerProfileMigration } from './0006-customer-profile.ts';
import { customerCorpMigration } from './0007-customer-corp.ts';
import { customerDocumentsMigration } from './0008-customer-documents.ts';
import { rateLimitsMigration } from './0012-rate-limits.ts';
import { corporateProfileMigration } from './0013-corporate-profile.ts';
import { attemptCountersMigration } from './0020-attempt-counters.ts';
import { downloadTokenSessionMigration } from './0021-download-token-session.ts';
import { noticeQueueMigration } from './0022-notice-queue.ts';
import { passkeysMigration } from './0030-passkeys.ts';
import { depositAccountNumbersMigration } from './0040-deposit-account-numbers.ts';
import { idempotencyFencingMigration } from './0041-idempotency-fencing.ts';
import { periodicJobsMigration } from './0042-periodic-jobs.ts';
import { documentUploadsMigration } from './0050-document-uploads.ts';
import { accountLevelTermsMigration } from './0060-account-level-terms.ts';
import { retentionMigration } from './0070-retention.ts';
import { downloadFilesMigration } from './0080-download-files.ts';

export function migrationProvider(dialect: SqlDialectName): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '0001-initial': initialMigration(dialect),
        '0002-seed-runs': seedRunsMigration(dialect),
        '0003-password-rules': passwordRulesMigration(dialect),
        '0004-security-events': securityEventsMigration(dialect),
        '0005-ledger': ledgerMigration(dialect),
        '0006-customer-profile': customerProfileMigration(dialect),
        '0007-customer-corp': customerCorpMigration(dialect),
        '0008-customer-documents': customerDocumentsMigration(dialect),
        '0012-rate-limits': rateLimitsMigration(dialect),
        '0013-corporate-profile': corporateProfileMigration(dialect),
        '0020-attempt-counters': attemptCountersMigration(dialect),
        '0021-download-token-session': downloadTokenSessionMigration(),
        '0022-notice-queue': noticeQueueMigration(dialect),
        '0030-passkeys': passkeysMigration(dialect),
        '0040-deposit-account-numbers': depositAccountNumbersMigration(dialect),
        '0041-idempotency-fencing': idempotencyFencingMigration(),
        '0042-periodic-jobs': periodicJobsMigration(dialect),
        '0050-document-uploads': documentUploadsMigration(dialect),
        '0060-account-level-terms': accountLevelTermsMigration(),
        '0070-retention': retentionMigration(),
        '0080-download-files': downloadFilesMigration(dialect),
      };
    },
  };
}
