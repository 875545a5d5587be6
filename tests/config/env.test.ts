// @database-independent
// getEnv: parsed once and handed out again while the environment stays the same, parsed afresh as
// soon as one of its variables changes (tests and scripts set them after start-up), and never
// writable by a caller.
import { getEnv } from "@/lib/env";

const restore = (name: string, value: string | undefined) => {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
};

describe("getEnv", () => {
  const before = { trust: process.env.TRUST_NAME, limit: process.env.PDF_MAX_BYTES };
  afterEach(() => {
    restore("TRUST_NAME", before.trust);
    restore("PDF_MAX_BYTES", before.limit);
  });

  it("hands out the same parsed object while no variable changes", () => {
    expect(getEnv()).toBe(getEnv());
  });

  it("sees a variable set, changed and removed after the first read, with its default back", () => {
    delete process.env.TRUST_NAME;
    const defaultName = getEnv().TRUST_NAME;
    process.env.TRUST_NAME = "Test Trust One";
    expect(getEnv().TRUST_NAME).toBe("Test Trust One");
    process.env.TRUST_NAME = "Test Trust Two";
    expect(getEnv().TRUST_NAME).toBe("Test Trust Two");
    delete process.env.TRUST_NAME;
    expect(getEnv().TRUST_NAME).toBe(defaultName);
  });

  it("still refuses an invalid value set after the first read", () => {
    getEnv();
    process.env.PDF_MAX_BYTES = "not a number";
    expect(() => getEnv()).toThrow(/PDF_MAX_BYTES/);
  });

  it("cannot be changed by a caller", () => {
    const env = getEnv();
    expect(Object.isFrozen(env)).toBe(true);
    expect(() => {
      (env as { TRUST_NAME: string }).TRUST_NAME = "changed";
    }).toThrow(TypeError);
  });
});
