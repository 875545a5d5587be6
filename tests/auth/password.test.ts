// Forgotten and changed passwords: the reset mail in the outbox (or over SMTP), single-use links,
// expiry, and the sessions a password change revokes.
import { createHash } from "node:crypto";
import { POST as changePasswordPost } from "@/app/api/auth/changepassword/route";
import { POST as forgotPasswordPost } from "@/app/api/auth/forgotpassword/route";
import { GET as logedInRolesGet } from "@/app/api/auth/logedinroles/route";
import { POST as loginPost } from "@/app/api/auth/login/route";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { retryDueMails } from "@/lib/mail/retry-mail";
import { runQueuedJobs } from "../helpers/jobs";
import { startSmtpServer } from "../helpers/smtp-server";
import { setupTestDb } from "../helpers/test-db";
import { fieldsOf, getRequest, jsonRequest, logIn, logInAs, send } from "./helpers";

const db = setupTestDb({ demo: true });

const FORGOT_REPLY = {
  status: 1,
  message: "If an account matches, a link to set a new password has been sent to its e-mail address.",
};
const CHANGED_REPLY = { status: 1, message: "Password changed successfully." };
const INVALID_LINK = "This link is invalid or has expired.";

beforeAll(async () => {
  delete process.env.NEXTAUTH_URL;
  delete process.env.SMTP_URL;
});

// The per-address limit (one shared bucket here: these requests carry no address) is tested in tests/http.
beforeEach(async () => {
  await db().prisma.rateLimit.deleteMany();
});

/** The reply, once the queued lookup and mail are done. */
const forgot = async (body: unknown) => {
  const reply = await send(forgotPasswordPost, jsonRequest("/api/auth/forgotpassword", body));
  await runQueuedJobs();
  return reply;
};
const change = (body: unknown, auth?: { cookie?: string }) =>
  send(changePasswordPost, jsonRequest("/api/auth/changepassword", body, auth));

const latestMailTo = (to: string) => db().prisma.mailOutbox.findFirstOrThrow({ where: { to }, orderBy: { id: "desc" } });
const tokenInMail = (text: string) => {
  const match = /\/changepassword\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[1]!;
};

describe("POST /api/auth/forgotpassword", () => {
  it("records a mail with a one-hour link and stores only the token's SHA-256", async () => {
    const reply = await forgot({ username: "Member" });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(FORGOT_REPLY);
    const mail = await latestMailTo("member@example.org");
    expect(mail.status).toBe("pending");
    expect(mail.subject).toBe("Set a new password");
    expect(mail.text).toContain("http://localhost/changepassword?token=");
    expect(mail.html).toContain("http://localhost/changepassword?token=");
    const token = tokenInMail(mail.text);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const row = await db().prisma.passwordResetToken.findFirstOrThrow({
      where: { member: { userName: "member" } },
      orderBy: { id: "desc" },
    });
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row.tokenHash).not.toContain(token);
    expect(row.usedAt).toBeNull();
    expect(Math.abs(row.expiresAt.getTime() - Date.now() - 60 * 60 * 1000)).toBeLessThan(60 * 1000);
  });

  it("finds the member by e-mail too, invalidates the earlier link, and uses NEXTAUTH_URL for the link", async () => {
    process.env.NEXTAUTH_URL = "https://portal.example.org/api/auth";
    try {
      const reply = await forgot({ email: "MEMBER2@example.org" });
      expect(reply.body).toEqual(FORGOT_REPLY);
      const first = tokenInMail((await latestMailTo("member2@example.org")).text);
      await forgot({ username: "member2" });
      const mail = await latestMailTo("member2@example.org");
      expect(mail.text).toContain("https://portal.example.org/changepassword?token=");
      const second = tokenInMail(mail.text);
      expect(second).not.toBe(first);
      const old = await change({ token: first, newPassword: "Fresh1234" });
      expect(old.status).toBe(400);
      expect(old.body).toEqual(expect.objectContaining({ message: INVALID_LINK }));
    } finally {
      delete process.env.NEXTAUTH_URL;
    }
  });

  it("replies the same for unknown names and addresses, and sends nothing", async () => {
    const before = await db().prisma.mailOutbox.count();
    expect((await forgot({ username: "no-such-user" })).body).toEqual(FORGOT_REPLY);
    expect((await forgot({ email: "nobody@example.org" })).body).toEqual(FORGOT_REPLY);
    // "_" is not a wildcard: "___@example.org" must not reach nex, tex, cex and npc.
    expect((await forgot({ email: "___@example.org" })).body).toEqual(FORGOT_REPLY);
    expect(await db().prisma.mailOutbox.count()).toBe(before);
  });

  it("answers 400 when neither field is given or the address is not valid", async () => {
    const neither = await forgot({});
    expect(neither.status).toBe(400);
    expect(fieldsOf(neither)).toEqual(["username"]);
    const badEmail = await forgot({ email: "not-an-address" });
    expect(badEmail.status).toBe(400);
    expect(fieldsOf(badEmail)).toEqual(["email"]);
  });

  it("sends the link over SMTP when SMTP_URL is set", async () => {
    const { received, url, close } = await startSmtpServer();
    process.env.SMTP_URL = url;
    try {
      expect((await forgot({ username: "secretary" })).body).toEqual(FORGOT_REPLY);
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(["secretary@example.org"]);
      expect(received[0]!.raw).toContain("Subject: Set a new password");
      expect((await latestMailTo("secretary@example.org")).status).toBe("sent");
    } finally {
      delete process.env.SMTP_URL;
      await close();
    }
  });

  it("does not mail a link later that SMTP could not take: the member asks again", async () => {
    const probe = await startSmtpServer();
    await probe.close();
    process.env.SMTP_URL = probe.url;
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      expect((await forgot({ username: "atex" })).body).toEqual(FORGOT_REPLY);
      expect(await latestMailTo("atex@example.org")).toMatchObject({ status: "failed", nextAttemptAt: null });
      smtp = await startSmtpServer({}, Number(new URL(probe.url).port));
      expect((await retryDueMails({ now: () => new Date(Date.now() + 60 * 60 * 1000) })).claimed).toBe(0);
      expect(smtp.received).toHaveLength(0);
    } finally {
      delete process.env.SMTP_URL;
      await smtp?.close();
      consoleError.mockRestore();
    }
  });
});

describe("POST /api/auth/changepassword with a reset token", () => {
  it("sets the new password once, revokes every session, and refuses the link the second time", async () => {
    const session = await logInAs("tex");
    await forgot({ username: "tex" });
    const token = tokenInMail((await latestMailTo("tex@example.org")).text);

    const weak = await change({ token, newPassword: "lettersonly" });
    expect(weak.status).toBe(400);
    expect(fieldsOf(weak)).toEqual(["newPassword"]);
    const short = await change({ token, newPassword: "ab1" });
    expect(fieldsOf(short)).toEqual(["newPassword"]);

    const done = await change({ token, newPassword: "NewSecret42" });
    expect(done.status).toBe(200);
    expect(done.body).toEqual(CHANGED_REPLY);
    expect((await send(logedInRolesGet, getRequest("/api/auth/logedinroles", session))).status).toBe(401);

    const again = await change({ token, newPassword: "OtherSecret43" });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(
      expect.objectContaining({ message: INVALID_LINK, fields: [{ field: "token", message: INVALID_LINK }] }),
    );

    expect((await logIn("tex", DEMO_PASSWORD)).body).toBe(0);
    expect((await logIn("tex", "NewSecret42")).body).toBe(1);
  });

  it("clears the log-in throttle of that account only: john_smith's reset leaves john.smith blocked", async () => {
    for (const userName of ["john.smith", "john_smith"])
      await seedMember(db().prisma, { userName, password: DEMO_PASSWORD, fullName: `John Smith (${userName})`, roles: ["User"] });
    const logInFrom = (username: string, password: string) =>
      send(
        loginPost,
        new Request("http://localhost/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: "203.0.113.60" },
          body: JSON.stringify({ username, password }),
        }),
      );
    for (const userName of ["john.smith", "john_smith"]) {
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await logInFrom(userName, `wrong-${attempt}`)).body).toBe(0);
      expect((await logInFrom(userName, DEMO_PASSWORD)).status).toBe(429);
    }
    await forgot({ username: "john_smith" });
    const token = tokenInMail((await latestMailTo("john_smith@example.org")).text);
    expect((await change({ token, newPassword: "NewSecret42" })).body).toEqual(CHANGED_REPLY);
    expect((await logInFrom("john_smith", "NewSecret42")).body).toBe(1);
    // "_" is not a wildcard: the reset of john_smith is not one of john.smith.
    expect((await logInFrom("john.smith", DEMO_PASSWORD)).status).toBe(429);
  });

  it("refuses an expired link and an unknown one", async () => {
    await forgot({ username: "ac" });
    const token = tokenInMail((await latestMailTo("ac@example.org")).text);
    await db().prisma.passwordResetToken.updateMany({
      where: { member: { userName: "ac" } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await change({ token, newPassword: "NewSecret42" });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(expect.objectContaining({ message: INVALID_LINK }));
    const unknown = await change({ token: "made-up-token", newPassword: "NewSecret42" });
    expect(unknown.status).toBe(400);
    expect((await logIn("ac", DEMO_PASSWORD)).body).toBe(1);
  });
});

describe("POST /api/auth/changepassword with a session", () => {
  it("needs a session for the old-password form (401)", async () => {
    expect((await change({ oldPassword: DEMO_PASSWORD, newPassword: "NewSecret42" })).status).toBe(401);
  });

  it("refuses a wrong old password on the oldPassword field, and needs one of oldPassword or token", async () => {
    const nex = await logInAs("nex");
    const wrong = await change({ oldPassword: "not-my-password", newPassword: "NewSecret42" }, nex);
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong)).toEqual(["oldPassword"]);
    const neither = await change({ newPassword: "NewSecret42" }, nex);
    expect(neither.status).toBe(400);
    expect(fieldsOf(neither)).toEqual(["oldPassword"]);
    expect((await logIn("nex", DEMO_PASSWORD)).body).toBe(1);
  });

  it("lets at most 5 of 40 parallel wrong old passwords from one address be checked, the rest 429; then the right one is refused too", async () => {
    const adminpom = await logInAs("adminpom");
    const changeFrom = (oldPassword: string) =>
      send(
        changePasswordPost,
        new Request("http://localhost/api/auth/changepassword", {
          method: "POST",
          headers: { "content-type": "application/json", cookie: adminpom.cookie!, [CLIENT_ADDRESS_HEADER]: "203.0.113.51" },
          body: JSON.stringify({ oldPassword, newPassword: "NewSecret42" }),
        }),
      );
    const replies = await Promise.all(Array.from({ length: 40 }, (_, index) => changeFrom(`wrong-${index}`)));
    const checked = replies.filter((reply) => reply.status === 400);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.every((reply) => fieldsOf(reply)[0] === "oldPassword")).toBe(true);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(40 - checked.length);
    expect(refused[0]!.body).toEqual(expect.objectContaining({ message: expect.stringContaining("Too many failed log-ins") }));
    expect((await changeFrom(DEMO_PASSWORD)).status).toBe(429);
    expect((await logIn("adminpom", "NewSecret42")).body).toBe(0);
  });

  it("changes the password, keeps the current session and revokes the others", async () => {
    const current = await logInAs("npc");
    const other = await logInAs("npc");
    const reply = await change({ oldPassword: DEMO_PASSWORD, newPassword: "Changed2026" }, current);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(CHANGED_REPLY);
    // The right old password is not a failed attempt: its reserved count is given back.
    expect(await db().prisma.rateLimit.findMany({ where: { key: { startsWith: "login:npc@" }, hits: { gt: 0 } } })).toEqual([]);
    expect((await send(logedInRolesGet, getRequest("/api/auth/logedinroles", current))).status).toBe(200);
    expect((await send(logedInRolesGet, getRequest("/api/auth/logedinroles", other))).status).toBe(401);
    expect((await logIn("npc", DEMO_PASSWORD)).body).toBe(0);
    expect((await logIn("npc", "Changed2026")).body).toBe(1);
    const hash = (await db().prisma.member.findUniqueOrThrow({ where: { userName: "npc" }, select: { passwordHash: true } }))
      .passwordHash;
    expect(hash).toMatch(/^\$argon2id\$/);
  });
});
