// Bodies the route wrapper (and updatemember, which reads its own) takes into memory: a chunked
// body without Content-Length is counted as it streams and refused with 413 once past the limit,
// without being read on; small chunked bodies still parse as before.
import { POST as loginPost } from "@/app/api/auth/login/route";
import { POST as updateMemberPost } from "@/app/api/auth/updatemember/route";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { MAX_JSON_BODY_BYTES } from "@/lib/http/route";
import { setupTestDb } from "../helpers/test-db";
import { logInAs, send, type TAuth } from "../auth/helpers";

setupTestDb({ demo: true });

let tex: TAuth;

beforeAll(async () => {
  delete process.env.NEXTAUTH_URL;
  tex = await logInAs("tex");
});

const CHUNK = 64 * 1024;
const CHUNKS_IN_LIMIT = MAX_JSON_BODY_BYTES / CHUNK;

/** A body of `chunks` pieces of 64 KiB (spaces: JSON whitespace), counting what was pulled. */
const bigStream = (chunks: number) => {
  const seen = { pulls: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull: (controller) => {
      if (seen.pulls >= chunks) return controller.close();
      seen.pulls += 1;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
    },
    cancel: () => {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
};

/** `text` in pieces of a few bytes, as a chunked upload arrives. */
const trickle = (text: string, size = 5) => {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull: (controller) => {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
};

const streamRequest = (path: string, body: ReadableStream<Uint8Array>, contentType: string, auth?: TAuth) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": contentType, ...(auth?.cookie ? { cookie: auth.cookie } : {}) },
    body,
    duplex: "half",
  } as RequestInit);

const expectRefusedEarly = async (handler: (req: Request) => Promise<Response>, path: string, type: string, auth?: TAuth) => {
  // Four times the limit: a reader without a limit takes all of it.
  const { stream, seen } = bigStream(4 * CHUNKS_IN_LIMIT);
  const req = streamRequest(path, stream, type, auth);
  expect(req.headers.get("content-length")).toBeNull();
  const reply = await send(handler, req);
  expect(reply.status).toBe(413);
  expect(reply.body).toEqual(expect.objectContaining({ code: "PAYLOAD_TOO_LARGE", message: "Request body is too large" }));
  expect(seen.pulls).toBeLessThanOrEqual(CHUNKS_IN_LIMIT + 2);
  expect(seen.cancelled).toBe(true);
};

describe("a chunked body without Content-Length", () => {
  it("past the limit is answered 413 by the route wrapper, for JSON and for a form, and is not read on", async () => {
    await expectRefusedEarly(loginPost, "/api/auth/login", "application/json");
    await expectRefusedEarly(loginPost, "/api/auth/login", "application/x-www-form-urlencoded");
  });

  it("within the limit parses as before: JSON, urlencoded and multipart", async () => {
    const json = JSON.stringify({ username: "tex", password: DEMO_PASSWORD });
    const asJson = await send(loginPost, streamRequest("/api/auth/login", trickle(json), "application/json"));
    expect(asJson.body).toBe(1);
    const form = new URLSearchParams({ json }).toString();
    const asForm = await send(
      loginPost,
      streamRequest("/api/auth/login", trickle(form), "application/x-www-form-urlencoded;charset=UTF-8"),
    );
    expect(asForm.body).toBe(1);
    const data = new FormData();
    data.append("json", json);
    const multipart = new Request("http://localhost/x", { method: "POST", body: data });
    const asMultipart = await send(
      loginPost,
      streamRequest("/api/auth/login", trickle(await multipart.text()), multipart.headers.get("content-type")!),
    );
    expect(asMultipart.body).toBe(1);
  });

  it("past the limit is answered 413 by updatemember's JSON body too; a small one is saved", async () => {
    await expectRefusedEarly(updateMemberPost, "/api/auth/updatemember", "application/json", tex);
    const small = await send(
      updateMemberPost,
      streamRequest("/api/auth/updatemember", trickle(JSON.stringify({ phoneNumber: "+919876543210" })), "application/json", tex),
    );
    expect(small.status).toBe(200);
    expect((small.body as { user: Record<string, unknown> }).user).toEqual(
      expect.objectContaining({ phoneNumber: "+91 98765 43210" }),
    );
  });
});
