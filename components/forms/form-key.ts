// The idempotency key a public pledge form sends with every send of one filling-in, so that a
// double click or a resend after a lost reply records one pledge (lib/content/pledge-replay.ts).
// getRandomValues, not randomUUID: randomUUID exists only on HTTPS pages and localhost.
export const newFormKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
