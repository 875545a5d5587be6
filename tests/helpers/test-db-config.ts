// Where the test databases live. TEST_DB selects the engine for a whole jest run.
import path from "node:path";

export const PGLITE_TEMPLATE_FILE = path.join(process.cwd(), ".data", "test", "pglite-template.tar.gz");
export const POSTGRES_TEMPLATE_DB = "portal_template";

export const testDbKind = (): "pglite" | "postgres" => (process.env.TEST_DB === "postgres" ? "postgres" : "pglite");

export const serverUrl = () => process.env.DATABASE_URL_TEST || "postgresql://postgres@127.0.0.1:5432/test";

export const withDatabase = (name: string) => {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
};
