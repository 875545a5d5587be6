import { bindHost, DEFAULT_BIND_HOST } from "./bind-host";

describe("bindHost", () => {
  it("listens on every interface by default, whatever HOSTNAME the container sets", () => {
    expect(bindHost(undefined, {})).toBe(DEFAULT_BIND_HOST);
    expect(bindHost(undefined, { HOSTNAME: "portal-7d9f8c-xk2lp" })).toBe("0.0.0.0");
  });

  it("takes BIND_HOST, and -H over it", () => {
    expect(bindHost(undefined, { BIND_HOST: "127.0.0.1", HOSTNAME: "pod" })).toBe("127.0.0.1");
    expect(bindHost("::", { BIND_HOST: "127.0.0.1" })).toBe("::");
  });

  it("reads a blank BIND_HOST as unset", () => {
    expect(bindHost(undefined, { BIND_HOST: "  " })).toBe("0.0.0.0");
  });
});
