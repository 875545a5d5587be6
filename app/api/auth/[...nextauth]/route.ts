// GET|POST /api/auth/* (session, csrf, providers, signin, signout, callback) - next-auth's own
// endpoints; any other /api/auth/ path no route serves gets the JSON 404, not next-auth's text.
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { unknownApiRoute } from "@/lib/http/route";

const NEXT_AUTH_ACTIONS = new Set([
  "session",
  "csrf",
  "providers",
  "signin",
  "signout",
  "callback",
  "verify-request",
  "error",
  "_log",
]);

const nextAuth = NextAuth(authOptions);

type TContext = { params: Promise<{ nextauth: string[] }> };

const handler = async (req: Request, context: TContext) => {
  const { nextauth } = await context.params;
  if (!NEXT_AUTH_ACTIONS.has(nextauth[0] ?? "")) return unknownApiRoute(req);
  return nextAuth(req, context);
};

export { handler as GET, handler as POST };
