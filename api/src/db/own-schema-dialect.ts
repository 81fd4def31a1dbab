// PostgreSQL whose introspection sees only the API's own schema. Kysely's own introspector lists the
// columns of every table of every schema in the database, and its migrator asks it at every start
// whether its two bookkeeping tables exist. In a database shared with other schemas (replicas of other
// environments, the API tests' schema per test file) that read grows with all of them, and it fails
// with "schema … does not exist" when any other schema is dropped while it runs: its catalog query
// calls has_schema_privilege() and pg_get_serial_sequence() by schema name. Here the catalog is read
// for the one schema the API works in, so another schema's life cannot stop a start.
import { PostgresDialect, sql } from 'kysely';
import type { DatabaseIntrospector, DatabaseMetadataOptions, Kysely, PostgresDialectConfig, SchemaMetadata, TableMetadata } from 'kysely';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE } from 'kysely/migration';

/** The migrator's bookkeeping tables (Kysely's default names, which the API keeps). */
const KYSELY_TABLES = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

interface ColumnRow {
  table: string;
  kind: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  description: string | null;
  serial: string | null;
}

export class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #schema: string;

  constructor(db: Kysely<unknown>, schema: string) {
    this.#db = db;
    this.#schema = schema;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    return [{ name: this.#schema }];
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const schema = this.#schema;
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as kind, a.attname as "column", a.attnotnull as not_null,
             a.atthasdef as has_default, typ.typname as type, dtns.nspname as type_schema,
             col_description(a.attrelid, a.attnum) as description,
             pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as serial
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on c.oid = a.attrelid
        join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
        join pg_catalog.pg_type typ on typ.oid = a.atttypid
        join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
       where ns.nspname = ${schema} and c.relkind in ('r', 'v', 'p', 'f') and a.attnum >= 0 and not a.attisdropped
       order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.includes(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema, isView: row.kind === 'v', isForeign: row.kind === 'f', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.serial !== null,
        ...(row.description !== null ? { comment: row.description } : {}),
      });
    }
    return [...tables.values()];
  }
}

/** PostgresDialect with introspection (and so the migrator's checks) limited to `schema`. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  readonly #schema: string;

  constructor(config: PostgresDialectConfig, schema: string) {
    super(config);
    this.#schema = schema;
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db, this.#schema);
  }
}
