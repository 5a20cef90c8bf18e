import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from "kysely";
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE } from "kysely/migration";

type ColumnRow = {
  table: string;
  kind: string;
  schema: string;
  column: string;
  type: string;
  typeSchema: string;
  notNull: boolean;
  hasDefault: boolean;
  autoIncrementing: boolean;
  comment: string | null;
};

const migrationBookkeeping = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

/**
 * Kysely's own PostgreSQL introspector reads the tables of every schema in the database and
 * calls `has_schema_privilege` and `pg_get_serial_sequence` by name on each. A schema or table
 * that another connection drops meanwhile (another site's schema in the same database, a
 * restore's `--clean`) then fails the whole query with "schema … does not exist", and with it
 * the migration at start, which only asks whether its bookkeeping tables exist. This one reads
 * the connection's own schema (its search_path) and nothing else.
 */
class OwnSchemaIntrospector implements DatabaseIntrospector {
  private readonly db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.db);
    return rows;
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as kind, ns.nspname as schema,
             a.attname as "column", typ.typname as type, tns.nspname as "typeSchema",
             a.attnotnull as "notNull", a.atthasdef as "hasDefault",
             (a.attidentity <> '' or pg_get_serial_sequence(format('%I.%I', ns.nspname, c.relname), a.attname) is not null)
               as "autoIncrementing",
             col_description(a.attrelid, a.attnum) as comment
      from pg_catalog.pg_namespace ns
      join pg_catalog.pg_class c on c.relnamespace = ns.oid
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p', 'f')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && migrationBookkeeping.includes(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = {
          name: row.table,
          schema: row.schema,
          isView: row.kind === "v",
          isForeign: row.kind === "f",
          columns: [],
        };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.typeSchema,
        isNullable: !row.notNull,
        hasDefaultValue: row.hasDefault,
        isAutoIncrementing: row.autoIncrementing,
        ...(row.comment !== null && { comment: row.comment }),
      });
    }
    return [...tables.values()];
  }
}

/** Kysely's PostgreSQL dialect, introspecting only the connection's own schema. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
