// Which gateway takes payments (PAYMENT_GATEWAY), built once per call from the environment: the
// CCAvenue driver with the merchant's keys, or the sandbox, the portal's own hosted checkout that
// speaks the same encrypted protocol with a key derived from the session secret.
import { createHmac } from "node:crypto";
import { getAuthSecret, MissingSecretError } from "../auth/secrets";
import { getEnv } from "../env";
import { createCcavenueGateway, type TCcavenueConfig } from "./ccavenue-driver";
import type { TPaymentGateway } from "./gateway";

export const SANDBOX_CHECKOUT_PATH = "/paymentgateway/sandbox";
export const SANDBOX_MERCHANT_ID = "SANDBOX";
export const SANDBOX_ACCESS_CODE = "SANDBOX";

export type TGatewayKind = "sandbox" | "ccavenue";

/** The sandbox's working key: secret to this deployment, so nobody outside can forge its answers. */
export const sandboxWorkingKey = () =>
  createHmac("sha256", getAuthSecret()).update("payments:sandbox-working-key").digest("hex").slice(0, 32);

export const gatewayKind = (): TGatewayKind => getEnv().PAYMENT_GATEWAY;

/** Throws MissingSecretError when PAYMENT_GATEWAY=ccavenue lacks one of the merchant's keys. */
const assertGatewayKeys = (): void => {
  const env = getEnv();
  if (env.PAYMENT_GATEWAY !== "ccavenue") return;
  const missing = (["CCAVENUE_MERCHANT_ID", "CCAVENUE_ACCESS_CODE", "CCAVENUE_WORKING_KEY"] as const).filter(
    (name) => !env[name],
  );
  if (missing.length > 0)
    throw new MissingSecretError(`PAYMENT_GATEWAY=ccavenue needs ${missing.join(", ")} (see .env.example, "Online payments").`);
};

/**
 * Checked before the server starts (scripts/prepare-db.ts, server.ts): throws MissingSecretError
 * when the chosen gateway lacks its keys; when a real deployment (DATABASE_URL set) has not chosen
 * one (the sandbox's TEST receipts would otherwise take numbers from the trust's real 80G series
 * without anyone having decided so); or when CCAvenue is chosen without NEXTAUTH_URL: the payer is
 * sent back to a return address built on the site's origin, which must be its public address (the
 * one registered with CCAvenue), not the server's bind address a request would give.
 */
export const assertPaymentConfig = (): void => {
  const env = getEnv();
  if (env.DATABASE_URL && !process.env.PAYMENT_GATEWAY?.trim())
    throw new MissingSecretError(
      'With DATABASE_URL set, choose the payment gateway: PAYMENT_GATEWAY=ccavenue with its keys, or PAYMENT_GATEWAY=sandbox for a test site whose receipts are marked TEST (see .env.example, "Online payments").',
    );
  assertGatewayKeys();
  if (env.PAYMENT_GATEWAY === "ccavenue" && !env.NEXTAUTH_URL)
    throw new MissingSecretError(
      "PAYMENT_GATEWAY=ccavenue needs NEXTAUTH_URL, the site's public address (for example https://portal.example.org): the gateway sends the payer back to a return address built on it, registered with CCAvenue.",
    );
};

/** The driver's settings; `origin` is the site's own (for the sandbox's checkout address). */
export const gatewayConfig = (origin: string): TCcavenueConfig & { kind: TGatewayKind } => {
  const env = getEnv();
  if (env.PAYMENT_GATEWAY === "ccavenue") {
    assertGatewayKeys();
    return {
      kind: "ccavenue",
      merchantId: env.CCAVENUE_MERCHANT_ID!,
      accessCode: env.CCAVENUE_ACCESS_CODE!,
      workingKey: env.CCAVENUE_WORKING_KEY!,
      checkoutUrl: env.CCAVENUE_CHECKOUT_URL,
      apiUrl: env.CCAVENUE_API_URL,
    };
  }
  return {
    kind: "sandbox",
    merchantId: SANDBOX_MERCHANT_ID,
    accessCode: SANDBOX_ACCESS_CODE,
    workingKey: sandboxWorkingKey(),
    checkoutUrl: new URL(SANDBOX_CHECKOUT_PATH, origin).toString(),
  };
};

export const getPaymentGateway = (origin: string): TPaymentGateway & { kind: TGatewayKind } => {
  const config = gatewayConfig(origin);
  return { kind: config.kind, ...createCcavenueGateway(config) };
};
