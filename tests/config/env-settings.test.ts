// @database-independent
// Settings that a request used to check only when it needed them (a 500 on the first completion
// check, PDF or file) are checked with the rest of the environment, so the server refuses to start
// with a message that names the variable (server.ts reads getEnv() before it listens).
import { parseEnv } from "@/lib/env";

const problemWith = (source: Record<string, string>) => {
  try {
    parseEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe("the environment's settings", () => {
  it("refuses a completion tolerance that is not a percentage", () => {
    expect(problemWith({ COMPLETION_AMOUNT_TOLERANCE_PERCENT: "abc" })).toMatch(
      /COMPLETION_AMOUNT_TOLERANCE_PERCENT: must be a number/,
    );
    expect(problemWith({ COMPLETION_AMOUNT_TOLERANCE_PERCENT: "-1" })).toMatch(
      /COMPLETION_AMOUNT_TOLERANCE_PERCENT: must be at least 0/,
    );
    expect(problemWith({ COMPLETION_AMOUNT_TOLERANCE_PERCENT: "101" })).toMatch(
      /COMPLETION_AMOUNT_TOLERANCE_PERCENT: must be at most 100/,
    );
    expect(parseEnv({}).COMPLETION_AMOUNT_TOLERANCE_PERCENT).toBe(1);
    expect(parseEnv({ COMPLETION_AMOUNT_TOLERANCE_PERCENT: " " }).COMPLETION_AMOUNT_TOLERANCE_PERCENT).toBe(1);
    expect(parseEnv({ COMPLETION_AMOUNT_TOLERANCE_PERCENT: "2.5" }).COMPLETION_AMOUNT_TOLERANCE_PERCENT).toBe(2.5);
  });

  it("refuses a PDF_RENDER_ORIGIN that is not an http(s) address", () => {
    expect(problemWith({ PDF_RENDER_ORIGIN: "127.0.0.1:3000" })).toMatch(/PDF_RENDER_ORIGIN: must be an http/);
    expect(problemWith({ PDF_RENDER_ORIGIN: "ftp://files.example.org" })).toMatch(/PDF_RENDER_ORIGIN/);
    expect(parseEnv({ PDF_RENDER_ORIGIN: "http://127.0.0.1:3000" }).PDF_RENDER_ORIGIN).toBe("http://127.0.0.1:3000");
    expect(parseEnv({ PDF_RENDER_ORIGIN: "" }).PDF_RENDER_ORIGIN).toBeUndefined();
  });

  it("refuses STORAGE_DRIVER=s3 without S3_BUCKET", () => {
    expect(problemWith({ STORAGE_DRIVER: "s3" })).toMatch(/S3_BUCKET: must be set when STORAGE_DRIVER is s3/);
    expect(problemWith({ STORAGE_DRIVER: "s3", S3_BUCKET: " " })).toMatch(/S3_BUCKET/);
    expect(parseEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "portal-files" }).S3_BUCKET).toBe("portal-files");
    expect(problemWith({ STORAGE_DRIVER: "local" })).toBeNull();
  });

  it("refuses a TRUST_APPROVAL_RULE other than ALL or MAJORITY (any case)", () => {
    expect(problemWith({ TRUST_APPROVAL_RULE: "HALF" })).toMatch(/TRUST_APPROVAL_RULE: must be ALL or MAJORITY/);
    expect(parseEnv({}).TRUST_APPROVAL_RULE).toBe("ALL");
    expect(parseEnv({ TRUST_APPROVAL_RULE: " majority " }).TRUST_APPROVAL_RULE).toBe("MAJORITY");
  });

  it("names every variable that is wrong at once", () => {
    const message = problemWith({ TRUST_APPROVAL_RULE: "half", COMPLETION_AMOUNT_TOLERANCE_PERCENT: "x" });
    expect(message).toMatch(/^Invalid environment: /);
    expect(message).toMatch(/TRUST_APPROVAL_RULE/);
    expect(message).toMatch(/COMPLETION_AMOUNT_TOLERANCE_PERCENT/);
  });
});
