// FROZEN once shipped. Passkeys (WebAuthn), step-up before important operations, and "this wasn't me":
// - passkey_credentials: the customers' passkeys (the public key and signature counter the assertions
//   are checked against; the name the customer gives it, where it was registered and last used);
// - webauthn_challenges: every ceremony's challenge, single use (one conditional UPDATE claims it),
//   short-lived and bound to its purpose, customer, login session and operation;
// - step_up_grants: the tokens a step-up yields (only their sha-256), single use, short-lived, bound
//   to customer, login session and operation; `used_for` names the request that used one (an
//   idempotency key), so a repeat of that very request needs no second step-up;
// - customers: the stable WebAuthn user handle, the postponed passkey recommendation, and the lock
//   that "this wasn't me" puts on login and withdrawals until the password is reset;
// - sessions: how each login was made (the login history shows it) and whether it was reported.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function passkeysMigration(dialect: SqlDialectName): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('passkey_credentials')
        .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
        .addColumn('public_key', 'text', (c) => c.notNull())
        // WebAuthn's counter is an unsigned 32-bit number.
        .addColumn('sign_count', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'varchar(200)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('aaguid', 'varchar(36)', (c) => c.notNull())
        .addColumn('device_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('backed_up', 'integer', (c) => c.notNull())
        .addColumn('registered_from', 'varchar(100)')
        .addColumn('last_used_from', 'varchar(100)')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('last_used_at', instant)
        .execute();
      await db.schema.createIndex('passkey_credentials_customer_idx').on('passkey_credentials').column('customer_id').execute();

      await db.schema
        .createTable('webauthn_challenges')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('challenge', 'varchar(128)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
        .addColumn('session_id', 'varchar(64)')
        .addColumn('operation', 'varchar(32)')
        .addColumn('expires_at', instant, (c) => c.notNull())
        .addColumn('used_at', instant)
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webauthn_challenges_expires_idx').on('webauthn_challenges').column('expires_at').execute();

      await db.schema
        .createTable('step_up_grants')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('session_jti', 'varchar(64)', (c) => c.notNull())
        .addColumn('operation', 'varchar(32)', (c) => c.notNull())
        .addColumn('method', 'varchar(16)', (c) => c.notNull())
        .addColumn('expires_at', instant, (c) => c.notNull())
        .addColumn('used_at', instant)
        .addColumn('used_for', 'varchar(100)')
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('step_up_grants_expires_idx').on('step_up_grants').column('expires_at').execute();

      await db.schema.alterTable('customers').addColumn('webauthn_user_handle', 'varchar(64)').execute();
      await db.schema.createIndex('customers_webauthn_user_handle_idx').unique().on('customers').column('webauthn_user_handle').execute();
      await db.schema.alterTable('customers').addColumn('passkey_prompt_postponed_until', instant).execute();
      await db.schema.alterTable('customers').addColumn('security_locked_at', instant).execute();

      await db.schema.alterTable('sessions').addColumn('login_method', 'varchar(16)').execute();
      await db.schema.alterTable('sessions').addColumn('reported_at', instant).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('sessions').dropColumn('reported_at').execute();
      await db.schema.alterTable('sessions').dropColumn('login_method').execute();
      await db.schema.alterTable('customers').dropColumn('security_locked_at').execute();
      await db.schema.alterTable('customers').dropColumn('passkey_prompt_postponed_until').execute();
      await db.schema.dropIndex('customers_webauthn_user_handle_idx').ifExists().execute();
      await db.schema.alterTable('customers').dropColumn('webauthn_user_handle').execute();
      await db.schema.dropTable('step_up_grants').ifExists().execute();
      await db.schema.dropTable('webauthn_challenges').ifExists().execute();
      await db.schema.dropTable('passkey_credentials').ifExists().execute();
    },
  };
}
