// The one wrapper every API route handler goes through: authenticate (cookie or bearer),
// authorize from the route-role table, parse and validate input with zod, call the handler, and
// turn every thrown error into the one JSON error shape.
import { randomUUID } from "node:crypto";
import { z, type ZodType } from "zod";
import { ACCESS_REFUSED_MESSAGES, allowedApiMethods, decideAccess, findApiRule } from "../auth/route-roles";
import { resolveSession, type TSession } from "../auth/session";
import { isCheckViolation, isWriteConflict } from "../db/errors";
import { clientAddressOf } from "./client-address";
import { AppError, errorBody, methodNotAllowed, PRIVATE_NO_STORE, type TFieldError } from "./errors";
import { assertCleanInput } from "./input-guard";
import { readLimitedBody } from "./limited-body";
import { enforceRateLimit, type TRateLimit } from "./rate-limit";
import { assertSameOrigin } from "./same-origin";

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

type TRouteParams = { params: Promise<Record<string, string | string[]>> };

export type THandlerContext<TJson, TQuery, TParams> = {
  req: Request;
  session: TSession | null;
  json: TJson;
  query: TQuery;
  params: TParams;
  /** Plain form fields (urlencoded or multipart without files), when the body is a form. */
  fields: Record<string, string>;
  /** The client's address as server.ts resolved it (socket, or TRUSTED_PROXY_HOPS proxies); null without it. */
  address: string | null;
};

type TRouteConfig<TJson, TQuery, TParams> = {
  /** Schema of the JSON body, or of the form field `json` (legacy clients send both ways). */
  json?: ZodType<TJson>;
  query?: ZodType<TQuery>;
  params?: ZodType<TParams>;
  /** Set for handlers that read the body themselves (multipart uploads). */
  rawBody?: boolean;
  /** Per-address limit (lib/http/rate-limit.ts RATE_LIMITS), counted before the body is read; 429 past it. */
  rateLimit?: TRateLimit;
  handler: (ctx: THandlerContext<TJson, TQuery, TParams>) => Promise<unknown>;
};

const zodFields = (error: z.ZodError, prefix: string): TFieldError[] =>
  error.issues.map((issue) => ({
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || prefix,
    message: issue.message,
  }));

export const parseWith = <T>(schema: ZodType<T>, value: unknown, what: string): T => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = zodFields(result.error, what === "body" ? "" : what);
  const first = fields[0];
  throw new AppError("BAD_REQUEST", first ? `${first.field || what}: ${first.message}` : `Invalid ${what}`, { fields });
};

const parseJsonText = (text: string, field: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", `${field}: not valid JSON`, { fields: [{ field, message: "not valid JSON" }] });
  }
};

/** JSON only as application/json (or +json): a text/plain body is what a cross-site form can send. */
const isJsonType = (type: string) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/.test(type);

const readBody = async (req: Request): Promise<{ json: unknown; fields: Record<string, string> }> => {
  const bytes = await readLimitedBody(req, MAX_JSON_BODY_BYTES);
  const type = (req.headers.get("content-type") ?? "").trim().toLowerCase();
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    // The bytes read within the limit, parsed by the same fetch implementation as req.formData().
    const form = await new Response(bytes, { headers: { "content-type": req.headers.get("content-type")! } })
      .formData()
      .catch(() => {
        throw new AppError("BAD_REQUEST", "Malformed form body");
      });
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      if (typeof value === "string") fields[key] = value;
    });
    return { json: fields.json !== undefined ? parseJsonText(fields.json, "json") : fields, fields };
  }
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === "") return { json: undefined, fields: {} };
  if (!isJsonType(type))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json, or as a form with a json field");
  return { json: parseJsonText(text, "body"), fields: {} };
};

/** Every reply that does not say otherwise is personal. */
const withDefaultCacheControl = (res: Response): Response => {
  if (res.headers.has("cache-control")) return res;
  try {
    res.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return res;
  } catch {
    // Immutable headers (a fetched or redirect Response): copy it.
    const copy = new Response(res.body, res);
    copy.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return copy;
  }
};

const WRITE_CONFLICT = () =>
  new AppError("SERVICE_UNAVAILABLE", "Another change to the same records was being saved at that moment. Please try again.", {
    headers: { "Retry-After": "1" },
  });

/**
 * What a CHECK constraint's refusal tells the caller, where a route's own checks can still be
 * passed by (a row from before the portal, a race): 409, not a 500 that logs the row.
 */
export const ONE_UNIT_MESSAGE =
  "A member belongs to one table or one circle, not both: the secretariat must choose one for this account before it can be changed.";
const CHECK_CONFLICTS: Record<string, string> = { Member_one_unit: ONE_UNIT_MESSAGE };

export const errorResponse = (error: unknown, requestId: string): Response => {
  if (error instanceof AppError) {
    return Response.json(errorBody(error), {
      status: error.status,
      headers: { "Cache-Control": PRIVATE_NO_STORE, ...error.headers },
    });
  }
  // Rolled back whole by Postgres in favour of another request: nothing was written, so the
  // caller is told to try again rather than shown a failure.
  if (isWriteConflict(error)) {
    console.warn(`[${requestId}] write conflict, rolled back`, error instanceof Error ? error.message : error);
    return errorResponse(WRITE_CONFLICT(), requestId);
  }
  const check = Object.keys(CHECK_CONFLICTS).find((constraint) => isCheckViolation(error, constraint));
  if (check) {
    console.warn(`[${requestId}] refused by ${check}`);
    return errorResponse(new AppError("CONFLICT", CHECK_CONFLICTS[check]!), requestId);
  }
  console.error(`[${requestId}] unexpected error`, error);
  return Response.json(
    { message: "Something went wrong. Please try again.", code: "INTERNAL", requestId },
    { status: 500, headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
};

/** HEAD's reply: GET's status and headers (type, length, caching), no body. */
const withoutBody = async (res: Response): Promise<Response> => {
  await res.body?.cancel();
  return new Response(null, { status: res.status, statusText: res.statusText, headers: res.headers });
};

const answer = async <TJson, TQuery, TParams>(
  config: TRouteConfig<TJson, TQuery, TParams>,
  req: Request,
  routeParams?: TRouteParams,
): Promise<Response> => {
  const requestId = randomUUID();
  const method = req.method === "HEAD" ? "GET" : req.method;
  try {
    const url = new URL(req.url);
    const rule = findApiRule(method, url.pathname);
    if (!rule) throw new AppError("FORBIDDEN", "This route is not in the route-role table");
    assertSameOrigin(req, rule);
    const session =
      rule.access === "public" && !req.headers.get("cookie") && !req.headers.get("authorization")
        ? null
        : await resolveSession(req.headers);
    const decision = decideAccess(rule.access, session?.roles ?? null);
    if (decision === "login") throw new AppError("UNAUTHORIZED", ACCESS_REFUSED_MESSAGES.login);
    if (decision === "forbidden") throw new AppError("FORBIDDEN", ACCESS_REFUSED_MESSAGES.forbidden);
    const address = clientAddressOf(req.headers);
    if (config.rateLimit) await enforceRateLimit(config.rateLimit, address);

    const body = config.rawBody || method === "GET" ? { json: undefined, fields: {} } : await readBody(req);
    // Body fields are reported by their own names ("username"), as the forms show them.
    const rawParams = routeParams ? await routeParams.params : {};
    const rawQuery = Object.fromEntries(url.searchParams);
    assertCleanInput([
      ["", body.json],
      ["", body.fields],
      ["query", rawQuery],
      ["params", rawParams],
    ]);
    const json = config.json ? parseWith(config.json, body.json, "body") : (undefined as TJson);
    const query = config.query ? parseWith(config.query, rawQuery, "query") : (undefined as TQuery);
    const params = config.params ? parseWith(config.params, rawParams, "params") : (undefined as TParams);

    const result = await config.handler({
      req,
      session,
      json,
      query,
      params,
      fields: body.fields,
      address,
    });
    return withDefaultCacheControl(result instanceof Response ? result : Response.json(result ?? null));
  } catch (error) {
    return errorResponse(error, requestId);
  }
};

export const defineRoute =
  <TJson = undefined, TQuery = undefined, TParams = undefined>(config: TRouteConfig<TJson, TQuery, TParams>) =>
  async (req: Request, routeParams?: TRouteParams): Promise<Response> => {
    const res = await answer(config, req, routeParams);
    // Next answers HEAD with the GET handler, req.method left "HEAD": the GET's rule and reply, bodiless.
    return req.method === "HEAD" ? withoutBody(res) : res;
  };

/** The JSON reply for an API path no route serves: 405 when the table knows the path by another method, else 404. */
export const unknownApiRoute = async (req: Request): Promise<Response> => {
  const allowed = allowedApiMethods(new URL(req.url).pathname);
  const error = allowed.length > 0 ? methodNotAllowed(req.method, allowed) : new AppError("NOT_FOUND", "No such API route");
  return errorResponse(error, randomUUID());
};
