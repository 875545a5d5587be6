// @database-independent
// The start-up check of PDF_RENDER_ORIGIN on an https site (lib/pdf/pdf-config.ts).
import { overrideEnv } from "@/tests/helpers/env";
import { MissingSecretError } from "../auth/secrets";
import { assertPdfConfig, isSecureOrigin } from "./pdf-config";

let restore = () => {};

afterEach(() => restore());

const withEnv = (nextauthUrl: string | undefined, renderOrigin: string | undefined) => {
  restore();
  restore = overrideEnv({ NEXTAUTH_URL: nextauthUrl, PDF_RENDER_ORIGIN: renderOrigin });
  return () => assertPdfConfig();
};

test("secure origins are https and the machine itself, whatever the port", () => {
  const secure = ["https://portal.example.org", "http://127.0.0.1:3000", "http://127.0.5.1", "http://localhost:3000"];
  expect(secure.map(isSecureOrigin)).toEqual([true, true, true, true]);
  expect(["http://[::1]:3000", "http://app.localhost"].map(isSecureOrigin)).toEqual([true, true]);
  const plain = ["http://10.0.0.5:3000", "http://portal.internal", "http://127.0.0.1.example.org", "http://0.0.0.0:3000"];
  expect(plain.map(isSecureOrigin)).toEqual([false, false, false, false]);
});

test("an https site refuses a plain-http render origin elsewhere, saying what to set", () => {
  expect(withEnv("https://portal.example.org", "http://10.0.0.5:3000")).toThrow(MissingSecretError);
  expect(withEnv("https://portal.example.org", "http://10.0.0.5:3000")).toThrow("PDF_RENDER_ORIGIN is http://10.0.0.5:3000");
  expect(withEnv("https://portal.example.org", "http://127.0.0.1:3000")).not.toThrow();
  expect(withEnv("https://portal.example.org", "https://render.internal")).not.toThrow();
  expect(withEnv("https://portal.example.org", undefined)).not.toThrow();
  // An http site sends its plain session cookie anywhere.
  expect(withEnv("http://portal.example.org", "http://10.0.0.5:3000")).not.toThrow();
  expect(withEnv(undefined, "http://10.0.0.5:3000")).not.toThrow();
});
