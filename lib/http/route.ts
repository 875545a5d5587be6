// The one wrapper every API route handler goes through: authenticate (cookie or bearer),
// authorize from the route-role table, parse and validate input with zod, call the handler, and
// turn every thrown error into the one JSON error shape.
import { randomUUID } from "node:crypto";
import { z, type ZodType } from "zod";
import { ACCESS_REFUSED_MESSAGES, decideAccess, findApiRule } from "../auth/route-roles";
import { resolveSession, type TSession } from "../auth/session";
import { AppError, errorBody, type TFieldError } from "./errors";

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
  /** The client's address, as the proxy in front of the app reports it. */
  address: string | null;
};

type TRouteConfig<TJson, TQuery, TParams> = {
  /** Schema of the JSON body, or of the form field `json` (legacy clients send both ways). */
  json?: ZodType<TJson>;
  query?: ZodType<TQuery>;
  params?: ZodType<TParams>;
  /** Set for handlers that read the body themselves (multipart uploads). */
  rawBody?: boolean;
  handler: (ctx: THandlerContext<TJson, TQuery, TParams>) => Promise<unknown>;
};

const zodFields = (error: z.ZodError, prefix: string): TFieldError[] =>
  error.issues.map((issue) => ({ field: [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || prefix, message: issue.message }));

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

const readBody = async (req: Request): Promise<{ json: unknown; fields: Record<string, string> }> => {
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_JSON_BODY_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    const form = await req.formData().catch(() => {
      throw new AppError("BAD_REQUEST", "Malformed form body");
    });
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      if (typeof value === "string") fields[key] = value;
    });
    return { json: fields.json !== undefined ? parseJsonText(fields.json, "json") : fields, fields };
  }
  const text = await req.text();
  if (text.length > MAX_JSON_BODY_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  return { json: text.trim() === "" ? undefined : parseJsonText(text, "body"), fields: {} };
};

export const clientAddress = (req: Request): string | null =>
  req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || req.headers.get("x-real-ip") || null;

export const errorResponse = (error: unknown, requestId: string): Response => {
  if (error instanceof AppError) {
    return Response.json(errorBody(error), { status: error.status, headers: error.headers });
  }
  console.error(`[${requestId}] unexpected error`, error);
  return Response.json({ message: "Something went wrong. Please try again.", code: "INTERNAL", requestId }, { status: 500 });
};

export const defineRoute =
  <TJson = undefined, TQuery = undefined, TParams = undefined>(config: TRouteConfig<TJson, TQuery, TParams>) =>
  async (req: Request, routeParams?: TRouteParams): Promise<Response> => {
    const requestId = randomUUID();
    try {
      const url = new URL(req.url);
      const rule = findApiRule(req.method, url.pathname);
      if (!rule) throw new AppError("FORBIDDEN", "This route is not in the route-role table");
      const session = rule.access === "public" && !req.headers.get("cookie") && !req.headers.get("authorization") ? null : await resolveSession(req.headers);
      const decision = decideAccess(rule.access, session?.roles ?? null);
      if (decision === "login") throw new AppError("UNAUTHORIZED", ACCESS_REFUSED_MESSAGES.login);
      if (decision === "forbidden") throw new AppError("FORBIDDEN", ACCESS_REFUSED_MESSAGES.forbidden);

      const body = config.rawBody || req.method === "GET" ? { json: undefined, fields: {} } : await readBody(req);
      // Body fields are reported by their own names ("username"), as the forms show them.
      const json = config.json ? parseWith(config.json, body.json, "body") : (undefined as TJson);
      const query = config.query ? parseWith(config.query, Object.fromEntries(url.searchParams), "query") : (undefined as TQuery);
      const rawParams = routeParams ? await routeParams.params : {};
      const params = config.params ? parseWith(config.params, rawParams, "params") : (undefined as TParams);

      const result = await config.handler({ req, session, json, query, params, fields: body.fields, address: clientAddress(req) });
      return result instanceof Response ? result : Response.json(result ?? null);
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
