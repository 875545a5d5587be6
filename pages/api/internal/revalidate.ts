// POST /api/internal/revalidate - renders the given script-free pages again (Pages Router ISR),
// for lib/content/revalidate-public-pages.ts after an admin publishes. Only the portal itself
// calls it: the bearer token is an HMAC of the auth secret. Body: {"paths": ["/landing/home", ...]}.
// Pages that were never rendered stay unrendered (they have nothing cached to refresh).
import { timingSafeEqual } from "node:crypto";
import type { NextApiRequest, NextApiResponse } from "next";
import { z } from "zod";
import { revalidationToken } from "@/lib/content/revalidation-token";

const ZBody = z.object({
  paths: z
    .array(z.string().regex(/^\/[A-Za-z0-9/_-]*$/, "must be a site path such as /blog/blogs/page/1").max(300))
    .min(1)
    .max(100),
});

const isAuthorised = (header: string | undefined) => {
  const expected = Buffer.from(`Bearer ${revalidationToken()}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
};

const handler = async (req: NextApiRequest, res: NextApiResponse) => {
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    return res.status(405).json({ message: "Method not allowed", code: "METHOD_NOT_ALLOWED" });
  }
  if (!isAuthorised(req.headers.authorization)) {
    return res.status(401).json({ message: "Please log in first", code: "UNAUTHORIZED" });
  }
  const body = ZBody.safeParse(req.body);
  if (!body.success) {
    const issue = body.error.issues[0];
    const field = issue ? ["paths", ...issue.path.slice(1).map(String)].join(".") : "paths";
    return res.status(400).json({ message: `${field}: ${issue?.message ?? "invalid"}`, code: "BAD_REQUEST" });
  }
  const failed: string[] = [];
  for (const path of body.data.paths) {
    try {
      await res.revalidate(path, { unstable_onlyGenerated: true });
    } catch (error) {
      console.error(`revalidate(${path}) failed`, error);
      failed.push(path);
    }
  }
  return res.status(failed.length ? 500 : 200).json({ revalidated: body.data.paths.filter((path) => !failed.includes(path)), failed });
};

export default handler;
