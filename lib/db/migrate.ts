// Applies prisma/migrations with Prisma's own schema engine (WebAssembly build) through the
// driver adapter, so no engine binary is needed. Records them in `_prisma_migrations` exactly as
// `prisma migrate deploy` would.
import fs from "node:fs";
import path from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";

export const PROJECT_ROOT = process.cwd();
export const SCHEMA_PATH = path.join(PROJECT_ROOT, "prisma", "schema.prisma");
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "prisma", "migrations");

type TEngineModule = typeof import("@prisma/schema-engine-wasm");

let engineModule: Promise<TEngineModule> | undefined;

/** Loads the WebAssembly engine without Node's --experimental-wasm-modules flag. */
const loadEngineModule = (): Promise<TEngineModule> => {
  engineModule ??= (async () => {
    const pkgDir = path.join(PROJECT_ROOT, "node_modules", "@prisma", "schema-engine-wasm");
    const bindings = (await import(/* webpackIgnore: true */ path.join(pkgDir, "schema_engine_bg.js"))) as TEngineModule & {
      __wbg_set_wasm: (exports: unknown) => void;
    };
    const bytes = fs.readFileSync(path.join(pkgDir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bindings });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
    return bindings;
  })();
  return engineModule;
};

const readSchema = () => fs.readFileSync(SCHEMA_PATH, "utf8");

export const openSchemaEngine = async (factory: SqlMigrationAwareDriverAdapterFactory): Promise<SchemaEngine> => {
  const { SchemaEngine } = await loadEngineModule();
  const log = (message: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error(message);
  };
  return SchemaEngine.new({ datamodels: [[SCHEMA_PATH, readSchema()]] }, log, bindMigrationAwareSqlAdapterFactory(factory));
};

export const readMigrationList = (): MigrationList => {
  const directories = fs.existsSync(MIGRATIONS_DIR)
    ? fs
        .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  const lockPath = path.join(MIGRATIONS_DIR, "migration_lock.toml");
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: {
      path: "migration_lock.toml",
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: directories.map((name) => {
      const file = path.join(MIGRATIONS_DIR, name, "migration.sql");
      return {
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: fs.existsSync(file)
            ? { tag: "ok" as const, value: fs.readFileSync(file, "utf8") }
            : { tag: "error" as const, value: "migration.sql is missing" },
        },
      };
    }),
  };
};

/** Applies every pending migration; returns the names applied (empty when up to date). */
export const applyMigrations = async (factory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> => {
  const engine = await openSchemaEngine(factory);
  try {
    const result = await engine.applyMigrations({
      migrationsList: readMigrationList(),
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.appliedMigrationNames;
  } finally {
    engine.free();
  }
};

/** SQL that takes the migrations' end state to the current schema.prisma ("" when in step). */
export const diffMigrationsToSchema = async (factory: SqlMigrationAwareDriverAdapterFactory): Promise<string> => {
  const engine = await openSchemaEngine(factory);
  try {
    const list = readMigrationList();
    const result = await engine.diff({
      from: list.migrationDirectories.length ? { tag: "migrations", ...list } : { tag: "empty" },
      to: { tag: "schemaDatamodel", files: [{ path: SCHEMA_PATH, content: readSchema() }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.stdout ?? "";
  } finally {
    engine.free();
  }
};
