// POST /api/internal/revalidate - renders the given script-free pages again (Pages Router ISR),
// for lib/content/revalidate-public-pages.ts after an admin publishes. Only the portal itself
// calls it: the bearer token is an HMAC of the auth secret. Body: {"paths": ["/landing/home", ...]}.
// Pages that were never rendered stay unrendered (they have nothing cached to refresh).
import { timingSafeEqual } from "node:crypto";
import type { NextApiRequest, NextApiResponse } from "next";
import { z } from "zod";
import { ACCESS_REFUSED_MESSAGES } from "@/lib/auth/route-roles";
import { revalidationToken } from "@/lib/content/revalidation-token";
import { AppError, errorBody } from "@/lib/http/errors";
import { parseWith } from "@/lib/http/route";

const ZBody = z.object({
  paths: z
    .array(
      z
        .string()
        .regex(/^\/[A-Za-z0-9/_-]*$/, "must be a site path such as /blog/blogs/page/1")
        .max(300),
    )
    .min(1)
    .max(100),
});

const isAuthorised = (header: string | undefined) => {
  const expected = Buffer.from(`Bearer ${revalidationToken()}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** The routes that rendered again, and those that failed (logged). */
const revalidateAll = async (res: NextApiResponse, paths: string[]) => {
  const failed: string[] = [];
  for (const path of paths) {
    try {
      await res.revalidate(path, { unstable_onlyGenerated: true });
    } catch (error) {
      console.error(`revalidate(${path}) failed`, error);
      failed.push(path);
    }
  }
  return { revalidated: paths.filter((path) => !failed.includes(path)), failed };
};

const handler = async (req: NextApiRequest, res: NextApiResponse) => {
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    return res.status(405).json({ message: "Method not allowed", code: "METHOD_NOT_ALLOWED" });
  }
  try {
    if (!isAuthorised(req.headers.authorization)) throw new AppError("UNAUTHORIZED", ACCESS_REFUSED_MESSAGES.login);
    const result = await revalidateAll(res, parseWith(ZBody, req.body, "body").paths);
    return res.status(result.failed.length ? 500 : 200).json(result);
  } catch (error) {
    // The API's one error shape (lib/http/errors.ts), as the App Router routes answer it.
    if (error instanceof AppError) return res.status(error.status).json(errorBody(error));
    throw error;
  }
};

export default handler;
