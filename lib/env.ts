// The one place that reads environment variables; everything else imports `env`.
import { z } from "zod";

const ZOptionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

/** An https address, or unset (blank counts as unset). */
const ZOptionalHttpsUrl = ZOptionalString.pipe(
  z
    .string()
    .url()
    .refine((value) => value.startsWith("https://"), "must be an https:// address")
    .optional(),
);

/** An http(s) address, or unset (blank counts as unset). */
const ZOptionalHttpUrl = ZOptionalString.pipe(
  z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" }).optional(),
);

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: ZOptionalString,
  PGLITE_DIR: z.string().default(".data/pglite"),
  NEXTAUTH_SECRET: ZOptionalString,
  NEXTAUTH_URL: ZOptionalString,
  /** Set by `next start` to the port it listens on. */
  /** Proxies in front of the app whose X-Forwarded-For entries are trusted (0: the socket's peer is the client). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * How long an idle keep-alive connection stays open (server.ts). Above a load balancer's own idle
   * time (60 s on AWS's), so the balancer never sends on a connection the server is closing.
   */
  KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(65),
  /** The `key` of POST /api/auth/generatetoken; unset: a random one kept beside the embedded database. */
  TOKEN_KEY: ZOptionalString,
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
  /** The system Chromium that makes PDFs (puppeteer-core) and runs the Playwright tests. */
  CHROMIUM_PATH: z.string().default("/usr/bin/chromium"),
  /** PDFs one instance renders at once; more wait their turn (lib/pdf/browser.ts). */
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
  /** The largest PDF one render may make; a larger one is refused 413 (lib/pdf/render-pdf.ts). */
  PDF_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(25 * 1024 * 1024),
  /**
   * Where this instance's Chromium opens the site's pages to print them; unset: the instance
   * itself, http://127.0.0.1:PORT (server.ts sets PORT).
   */
  PDF_RENDER_ORIGIN: ZOptionalHttpUrl,
  /**
   * Issue 15: who takes payments. "sandbox" (the default) is the portal's own hosted checkout for
   * testing: no money moves and receipts say so; "ccavenue" needs the three CCAVENUE_ values.
   */
  PAYMENT_GATEWAY: z.enum(["sandbox", "ccavenue"]).default("sandbox"),
  CCAVENUE_MERCHANT_ID: ZOptionalString,
  CCAVENUE_ACCESS_CODE: ZOptionalString,
  CCAVENUE_WORKING_KEY: ZOptionalString,
  CCAVENUE_CHECKOUT_URL: z.string().default("https://secure.ccavenue.com/transaction/transaction.do?command=initiateTransaction"),
  /** CCAvenue's API (orderStatusTracker), asked server to server to confirm every Success before it is recorded. */
  CCAVENUE_API_URL: z.url().default("https://api.ccavenue.com/apis/servlet/DoWebTrans"),
  /** When a circulation among the trustees approves (lib/projects/circulation-rule.ts); any case. */
  TRUST_APPROVAL_RULE: ZOptionalString.transform((value) => value?.toUpperCase()).pipe(
    z.enum(["ALL", "MAJORITY"], { error: "must be ALL or MAJORITY" }).default("ALL"),
  ),
  /** How far a utilisation certificate's amount may be from the claim, in percent (lib/projects/completion-checks.ts). */
  COMPLETION_AMOUNT_TOLERANCE_PERCENT: ZOptionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: "must be a number" })
      .min(0, "must be at least 0")
      .max(100, "must be at most 100")
      .default(1),
  ),
  /** The trust that receipts donations (80G receipts, Form 10BD): its registered details. */
  TRUST_NAME: z.string().default("Federation Foundation Charitable Trust"),
  TRUST_ADDRESS: z.string().default("Federation House, 12 Service Road, Chennai 600001, Tamil Nadu"),
  TRUST_PAN: z.string().default("AAATF0000F"),
  TRUST_80G_NUMBER: z.string().default("AAATF0000FF20214"),
  TRUST_FCRA_NUMBER: z.string().default("075900000"),
  /** The foundation's pages elsewhere, linked from every page's footer; an unset one has no icon. */
  SITE_FACEBOOK_URL: ZOptionalHttpsUrl,
  SITE_YOUTUBE_URL: ZOptionalHttpsUrl,
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Set by `next build` in its workers: nothing made then may outlive the build. */
  NEXT_PHASE: ZOptionalString,
});

// STORAGE_DRIVER=s3 has nowhere to put a file without its bucket: refused at start-up rather than
// at the first upload or download.
const ZEnvChecked = ZEnv.superRefine((env, context) => {
  if (env.STORAGE_DRIVER === "s3" && !env.S3_BUCKET)
    context.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "must be set when STORAGE_DRIVER is s3" });
});

export type TEnv = z.infer<typeof ZEnv>;

/** The settings in `source`; throws naming every variable that is not valid. */
export const parseEnv = (source: Record<string, string | undefined>): TEnv => {
  const parsed = ZEnvChecked.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  return parsed.data;
};

const ENV_KEYS = Object.keys(ZEnv.shape);
let cached: { values: (string | undefined)[]; env: TEnv } | null = null;

const unchangedSince = (values: (string | undefined)[]) => ENV_KEYS.every((key, index) => process.env[key] === values[index]);

/**
 * The environment, parsed once and again only when one of its variables changed (tests set them
 * between cases): request paths read it several times per request, and a parse allocated 15 KB.
 */
export const getEnv = (): TEnv => {
  if (cached && unchangedSince(cached.values)) return cached.env;
  const values = ENV_KEYS.map((key) => process.env[key]);
  cached = { values, env: Object.freeze(parseEnv(process.env)) };
  return cached.env;
};
