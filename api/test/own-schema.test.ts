// On PostgreSQL the API works in one schema (DATABASE_SCHEMA, `public` by default), and its start —
// the migrator asking whether its bookkeeping tables exist — reads that schema's catalog only: not the
// tables of other schemas of the same database (their number would slow every start; one dropped
// while the start reads the catalog made it fail with "schema … does not exist"). Skipped on SQLite.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createTestApp, usingPostgres } from './helpers.ts';
import type { TestApp } from './helpers.ts';

if (!usingPostgres) console.warn('own-schema.test.ts skipped: it needs PostgreSQL (DATABASE_URL=postgres://...).');
const describePostgres = usingPostgres ? describe : describe.skip;

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describePostgres('introspection of the API’s own schema', () => {
  const other = `o_${randomBytes(6).toString('hex')}`;
  let t: TestApp;

  beforeAll(async () => {
    // Another schema of the same database, with a table of the migrator's name and one of its own.
    await withClient(async (client) => {
      await client.query(`create schema "${other}"`);
      await client.query(`create table "${other}".kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`);
      await client.query(`create table "${other}".unrelated (id serial primary key, note text)`);
    });
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await withClient((client) => client.query(`drop schema if exists "${other}" cascade`));
  });

  it('lists the tables of its own schema only, with their columns', async () => {
    const own = t.config.databaseSchema;
    const tables = await t.app.services.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([own]));
    expect(tables.map((table) => table.name)).not.toContain('unrelated');
    expect(tables.filter((table) => table.name === 'kysely_migration')).toHaveLength(1);
    const customers = tables.find((table) => table.name === 'customers');
    expect(customers?.columns.find((column) => column.name === 'id')).toMatchObject({
      isNullable: false,
      isAutoIncrementing: true,
      dataType: 'int4',
    });
    expect(customers?.columns.map((column) => column.name)).toEqual(expect.arrayContaining(['id', 'last_name', 'first_name']));
    // Without the migrator's own tables unless asked for.
    const plain = await t.app.services.db.introspection.getTables();
    expect(plain.map((table) => table.name)).not.toContain('kysely_migration');
    expect(plain.map((table) => table.name)).toContain('customers');
  });

  it('starts while other schemas of the database are being dropped', async () => {
    // Forty schemas of ten tables each, dropped one after another while the API starts again and again
    // (Kysely's own introspector read all of them, and failed on the one dropped under it).
    const doomed = Array.from({ length: 40 }, () => `d_${randomBytes(6).toString('hex')}`);
    await withClient(async (client) => {
      for (const name of doomed) {
        await client.query(`create schema "${name}"`);
        for (let i = 0; i < 10; i++) await client.query(`create table "${name}".t${i} (id serial primary key, note text)`);
      }
    });
    // Starts go on until every schema is dropped (or dropping failed: awaited below).
    let dropping = true;
    const drops = withClient(async (client) => {
      for (const name of doomed) await client.query(`drop schema "${name}" cascade`);
    }).finally(() => {
      dropping = false;
    });
    let starts = 0;
    try {
      while (dropping) {
        const app = await createTestApp();
        await app.close();
        starts++;
      }
    } finally {
      await drops;
    }
    expect(starts).toBeGreaterThan(0);
  });
});
