// GET|POST /api/auth/* (session, csrf, signin, callback, signout) - next-auth's own endpoints.
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
