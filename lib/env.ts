// The one place that reads environment variables; everything else imports `env`.
import { z } from "zod";

const ZOptionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: ZOptionalString,
  PGLITE_DIR: z.string().default(".data/pglite"),
  NEXTAUTH_SECRET: ZOptionalString,
  NEXTAUTH_URL: ZOptionalString,
  /** Where the server reaches itself (lib/content/revalidate-public-pages.ts); else 127.0.0.1:PORT. */
  INTERNAL_URL: ZOptionalString,
  /** Set by `next start` to the port it listens on. */
  PORT: z.string().default("3000"),
  TOKEN_KEY: z.string().default("federation-portal-token-key"),
  STORAGE_DRIVER: z.enum(["local", "s3"]).optional(),
  UPLOAD_DIR: z.string().default(".data/uploads"),
  UPLOAD_MAX_FILE_MB: z.coerce.number().positive().default(10),
  UPLOAD_MAX_FILES: z.coerce.number().int().positive().default(10),
  S3_BUCKET: ZOptionalString,
  S3_ENDPOINT: ZOptionalString,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: ZOptionalString,
  S3_SECRET_ACCESS_KEY: ZOptionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  SMTP_URL: ZOptionalString,
  MAIL_FROM: z.string().default("Federation Portal <no-reply@localhost>"),
  SEED_DEMO: z.enum(["auto", "never"]).default("auto"),
});

export type TEnv = z.infer<typeof ZEnv>;

const readEnv = (): TEnv => {
  const parsed = ZEnv.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  return parsed.data;
};

/** Read lazily so that tests may set variables before first use. */
export const getEnv = (): TEnv => readEnv();

/** Secret for session cookies and bearer tokens; a fixed value only outside production. */
export const getAuthSecret = (): string => {
  const env = getEnv();
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  return "embedded-default-secret-change-me-in-production";
};
