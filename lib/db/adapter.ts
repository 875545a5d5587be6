// Chooses the driver adapter: Postgres through `pg` when a URL is given, else embedded PGlite.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

export type TDatabaseTarget =
  { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string | null /* null: in memory */ };

export type TAdapterHandle = {
  factory: SqlMigrationAwareDriverAdapterFactory;
  target: TDatabaseTarget;
  /** The embedded database, when that is the target. */
  pglite?: PGlite;
  /** Releases the embedded database (the process does not exit while PGlite is open). */
  close: () => Promise<void>;
};

export const createAdapter = async (target: TDatabaseTarget): Promise<TAdapterHandle> => {
  if (target.kind === "postgres") {
    return { factory: new PrismaPg({ connectionString: target.url, max: 10 }), target, close: async () => {} };
  }
  if (target.dataDir) fs.mkdirSync(path.resolve(target.dataDir), { recursive: true });
  const client = target.dataDir ? new PGlite(path.resolve(target.dataDir)) : new PGlite();
  await client.waitReady;
  return {
    factory: new PrismaPGlite(client),
    target,
    pglite: client,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
};
