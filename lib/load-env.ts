// Reads .env (and .env.local, .env.production, ... as Next.js does) into process.env. Imported first
// by every entry point that runs before Next itself loads them: server.ts, whose start-up checks
// (secrets, payments, mail) come before `next()`, and the database scripts, which Next never runs.
// Without it a DATABASE_URL or SEED_DEMO=never in .env reached the server but not the preparation:
// demo accounts were written, or the embedded database migrated while the server used Postgres.
// Next's own order and precedence: a variable already in the environment wins over the files.
// `--dev` (npm run dev) reads the development files, as `next dev` would.
import { loadEnvConfig } from "@next/env";

loadEnvConfig(process.cwd(), process.argv.includes("--dev"));
