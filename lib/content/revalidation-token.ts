// The bearer token of POST /api/internal/revalidate (pages/api/internal/revalidate.ts): an HMAC
// of the auth secret, so that only the portal itself can ask for its pages to be rendered again.
import { createHmac } from "node:crypto";
import { getAuthSecret } from "../auth/secrets";

export const revalidationToken = () => createHmac("sha256", getAuthSecret()).update("revalidate-public-pages").digest("hex");
