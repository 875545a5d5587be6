// The sanction letter (issue 12, section 2): the amount in words, and sendgrantsanction in the real
// Chromium. A small stand-in for the site serves /projects/sanctionletter/{id} as the page does:
// the session from the cookie Chromium brings, the letter read through lib/projects/sanction-letter
// (404 for an application the viewer may not see) and drawn by the page's own component. The stored
// PDF's text is read back with pdf.js.
import fsp from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SanctionLetterView } from "@/components/projects/sanction-letter-view";
import { resolveSession } from "@/lib/auth/session";
import { AppError } from "@/lib/http/errors";
import { closePdfBrowser } from "@/lib/pdf/browser";
import { indianNumberWords, rupeesInWords } from "@/lib/projects/amount-in-words";
import { getSanctionLetter } from "@/lib/projects/sanction-letter";
import { signerCapacityOf } from "@/lib/projects/sanction-letter-signer";
import { jsonRequest, send, type TAuth } from "../auth/helpers";
import { pdfText } from "../helpers/pdf-text";
import { setupTestDb } from "../helpers/test-db";
import { setupGrantWorld } from "./grant-fixture";
import { expectError, projectsApi } from "./helpers";
import { POST as sanctionPost } from "@/app/api/projects/sendgrantsanction/route";
import { POST as updateByAdminPost } from "@/app/api/auth/updatememberbyadmin/route";
import { overrideEnv } from "../helpers/env";
import { istDay } from "@/lib/india-time";
import { generatePdfForUrl } from "@/lib/reports/generate-pdf-for-url";
import { sanctionIssueMark } from "@/lib/projects/sanction-issue-token";
import { federationYearOf } from "@/lib/members/postings";

describe("amounts in words, Indian system", () => {
  it.each([
    [0, "Zero"],
    [7, "Seven"],
    [19, "Nineteen"],
    [40, "Forty"],
    [99, "Ninety Nine"],
    [100, "One Hundred"],
    [305, "Three Hundred Five"],
    [1000, "One Thousand"],
    [25_050, "Twenty Five Thousand Fifty"],
    [100_000, "One Lakh"],
    [1_000_000, "Ten Lakh"],
    [1_250_000, "Twelve Lakh Fifty Thousand"],
    [10_000_000, "One Crore"],
    [123_456_789, "Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine"],
    [10_000_000_000, "One Thousand Crore"],
  ])("%d is %s", (value, words) => expect(indianNumberWords(value)).toBe(words));

  it("writes rupees and paise as a cheque does", () => {
    expect(rupeesInWords(100_000_000)).toBe("Rupees Ten Lakh Only");
    expect(rupeesInWords(90_000_050)).toBe("Rupees Nine Lakh and Paise Fifty Only");
    expect(rupeesInWords(5)).toBe("Rupees Zero and Paise Five Only");
    expect(() => indianNumberWords(-1)).toThrow(RangeError);
    expect(() => indianNumberWords(1.5)).toThrow(RangeError);
  });
});

describe("the signer's capacity", () => {
  it("is the sanction step's role the sender holds, the trust's secretary first", () => {
    expect(signerCapacityOf(["RTIF-Secretary"])).toBe("Secretary");
    expect(signerCapacityOf(["Admin"])).toBe("Admin");
    expect(signerCapacityOf(["Admin", "RTIF-Secretary"])).toBe("Secretary");
    expect(signerCapacityOf(["Admin", "NPC"])).toBe("Admin");
  });
});

const db = setupTestDb();
const fixture = setupGrantWorld(db);
let site: { origin: string; hits: string[]; hitTimes: number[]; close: () => Promise<void> };
/** Makes the stand-in answer 500 (a broken page) while set. */
let breakPage = false;
let restoreEnv = () => {};

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sanction letter</title></head><body>${body}</body></html>`;

const serveLetter: http.RequestListener = (req, res) => {
  void (async () => {
    const url = new URL(req.url ?? "/", "http://site");
    site.hits.push(url.pathname);
    site.hitTimes.push(Date.now());
    const match = /^\/projects\/sanctionletter\/(\d+)$/.exec(url.pathname);
    if (!match) return res.writeHead(404).end(html("<h1>Not found</h1>"));
    if (breakPage) return res.writeHead(500).end("broken");
    const headers = new Headers();
    if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
    const session = await resolveSession(headers);
    if (!session) return res.writeHead(302, { location: "/login" }).end();
    const issue = url.searchParams.get("issue") ?? undefined;
    const letter = await getSanctionLetter(session, Number(match[1]), { issue }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "NOT_FOUND") return null;
      throw error;
    });
    if (!letter) return res.writeHead(404).end(html("<h1>Not found</h1>"));
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html(renderToStaticMarkup(createElement(SanctionLetterView, { letter }))));
  })().catch((error: unknown) => {
    console.error(error);
    res.writeHead(500).end();
  });
};

beforeAll(async () => {
  // PDF_RENDER_ORIGIN is set below, once the stand-in site listens; both are put back after the file.
  restoreEnv = overrideEnv({ NEXTAUTH_URL: undefined, PDF_RENDER_ORIGIN: undefined });
  const hits: string[] = [];
  const server = http.createServer(serveLetter);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  site = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    hitTimes: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  process.env.PDF_RENDER_ORIGIN = site.origin;
});

afterAll(async () => {
  await closePdfBrowser();
  await site?.close();
  restoreEnv();
});

const m = () => fixture().world.members;
/** The table chairman's session (table 2, area 1), as the letter's page resolves it. */
const texcSession = (fullName: string) =>
  ({
    sessionId: "x",
    memberId: m().texc.id,
    userName: "texc",
    fullName,
    title: null,
    roles: ["TEX-C"],
    tableNo: 2,
    circleNo: null,
    areaNo: 1,
    isAdmin: false,
  }) as Parameters<typeof getSanctionLetter>[0];
const sanction = (auth: TAuth | undefined, body: unknown) =>
  send(sanctionPost, jsonRequest("/api/projects/sendgrantsanction", body, auth));

/** An application of table 2 whose approved grant waits for its letter (₹10,00,000 in two instalments). */
const readyForLetter = async (title: string) => {
  const app = await fixture().applicationIn("TRUST_APPROVED", title);
  await db().prisma.grantApproval.create({
    data: {
      applicationId: app.id,
      sanctionedPaise: 100_000_000n,
      donorName: "The Lakshmi Trust",
      conditions: "Use the grant for the classrooms only.",
      createdById: m().secretary.id,
      approvedById: m().secretary.id,
      approvedAt: new Date(),
      instalments: {
        create: [
          { position: 1, label: "First instalment", amountPaise: 60_000_000n, dueOn: new Date("2026-04-01T00:00:00Z") },
          { position: 2, label: "Final instalment", amountPaise: 40_000_000n },
        ],
      },
    },
  });
  return app;
};

const counts = async () => {
  const p = db().prisma;
  return {
    audit: await p.auditEntry.count(),
    events: await p.applicationEvent.count(),
    letters: await p.grantApproval.count({ where: { letterFile: { not: null } } }),
    sanctioned: await p.projectApplication.count({ where: { state: "SANCTIONED" } }),
    mails: await p.mailOutbox.count(),
  };
};
const storedFiles = async () =>
  (await fsp.readdir(path.join(fixture().world.uploadDir, "pomdocuments")).catch(() => [] as string[])).filter(
    (name) => !name.startsWith("."),
  );

describe("sendgrantsanction", () => {
  it("is refused by role, for an unknown application, and before the grant approval is approved; nothing is written", async () => {
    const app = await fixture().applicationIn("TRUST_APPROVED", "No approved grant");
    const early = await fixture().applicationIn("IN_CIRCULATION", "In circulation");
    const before = await counts();
    expectError(await sanction(undefined, { applicationId: app.id }), 401);
    for (const who of [m().trustee, m().npc, m().texc]) expectError(await sanction(who.auth, { applicationId: app.id }), 403);
    expectError(await sanction(m().secretary.auth, { applicationId: 999999 }), 404);
    expectError(await sanction(m().secretary.auth, {}), 400, "applicationId");
    // No grant approval at all, then a draft one.
    expect((await sanction(m().secretary.auth, { applicationId: app.id })).status).toBe(409);
    await db().prisma.grantApproval.create({
      data: {
        applicationId: app.id,
        sanctionedPaise: 100n,
        createdById: m().secretary.id,
        instalments: { create: [{ position: 1, label: "All", amountPaise: 100n }] },
      },
    });
    const draft = expectError(await sanction(m().secretary.auth, { applicationId: app.id }), 409);
    expect(draft.message).toMatch(/grant approval is approved/);
    // Before the trust's approval.
    expectError(await sanction(m().secretary.auth, { applicationId: early.id }), 409);
    expect(await counts()).toEqual(before);
    expect(await storedFiles()).toEqual([]);
    expect(site.hits).toEqual([]);
  });

  it("answers 503 and writes nothing when the PDF cannot be made (Chromium missing, or the page failing)", async () => {
    const app = await readyForLetter("PDF fails");
    const before = await counts();
    await closePdfBrowser();
    const restoreChromium = overrideEnv({ CHROMIUM_PATH: "/nonexistent/chromium" });
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const reply = expectError(await sanction(m().secretary.auth, { applicationId: app.id }), 503);
      expect(reply.message).toMatch(/nothing was changed/);
    } finally {
      restoreChromium();
    }
    breakPage = true;
    try {
      expectError(await sanction(m().secretary.auth, { applicationId: app.id }), 503);
    } finally {
      breakPage = false;
      error.mockRestore();
    }
    expect(await counts()).toEqual(before);
    expect(await storedFiles()).toEqual([]);
    expect((await db().prisma.grantApproval.findUniqueOrThrow({ where: { applicationId: app.id } })).letterNo).toBeNull();
    expect(await db().prisma.authSession.count({ where: { memberId: m().secretary.id } })).toBe(1);
  });

  it("prints the letter in Chromium, stores it, sanctions the grant and mails the table its link", async () => {
    const app = await readyForLetter("Classrooms for Ashram School");
    const before = await counts();
    const reply = await sanction(m().secretary.auth, { applicationId: app.id });
    expect(reply.status).toBe(200);
    const letterNo = `RTIF/SL/${app.applicationNo}`;
    const replied = reply.body as {
      letterNo: string;
      grantApproval: { letterNo: string; letterUrl: string; letterSentAt: string };
      tableProjectApplication: { state: string };
    };
    expect(replied.letterNo).toBe(letterNo);
    expect(replied.tableProjectApplication.state).toBe("SANCTIONED");
    expect(replied.grantApproval.letterNo).toBe(letterNo);
    const grant = await db().prisma.grantApproval.findUniqueOrThrow({ where: { applicationId: app.id } });
    expect(grant.letterNo).toBe(letterNo);
    expect(grant.letterSentAt).not.toBeNull();
    expect(replied.grantApproval.letterUrl).toBe(`/api/storage/pomdocuments/${grant.letterFile}`);
    // Shown and saved under a name that says what it is.
    expect(grant.letterFile).toMatch(new RegExp(`^[0-9a-f]{32}-sanction-letter-${app.applicationNo}\\.pdf$`));
    expect(site.hits).toContain(`/projects/sanctionletter/${app.id}`);
    // The send time was fixed before the page was printed, and is the one stored.
    expect(grant.letterSentAt!.getTime()).toBeLessThanOrEqual(site.hitTimes.at(-1)!);

    // The stored PDF is the letter.
    expect(await storedFiles()).toEqual([grant.letterFile]);
    const pdf = await fsp.readFile(path.join(fixture().world.uploadDir, "pomdocuments", grant.letterFile!));
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(new Uint8Array(pdf)).text.join("\n").replace(/\s+/g, " ").replaceAll("₹ ", "₹");
    expect(text).toContain(letterNo);
    expect(text).toContain("₹10,00,000.00");
    expect(text).toContain("Rupees Ten Lakh Only");
    expect(text).toContain("Table 2");
    expect(text).toContain("Area 1");
    expect(text).toContain(app.applicationNo);
    expect(text).toContain("Classrooms for Ashram School");
    expect(text).toContain("The Lakshmi Trust");
    expect(text).toContain("₹6,00,000.00");
    expect(text).toContain("01/04/2026");
    expect(text).toContain("Use the grant for the classrooms only.");
    // Signed by the RTIF-Secretary who sends it, as the Secretary.
    expect(text).toContain("Projects secretary Secretary");
    expect(grant.letterSignedAs).toBe("Secretary");
    expect(text).toContain(`Date: ${istDay(grant.letterSentAt!)}`);
    expect(text).not.toMatch(/Draft|not valid/);

    // The step: the event, the audit entries, the mail.
    const after = await counts();
    expect(after).toMatchObject({
      events: before.events + 1,
      audit: before.audit + 2,
      letters: before.letters + 1,
      sanctioned: before.sanctioned + 1,
    });
    const audit = await db().prisma.auditEntry.findMany({ where: { applicationId: app.id }, orderBy: { id: "desc" }, take: 2 });
    expect(audit.map((row) => row.action)).toEqual(["grant.letter", "sanction"]);
    expect(audit[0]).toMatchObject({ remark: letterNo, amountPaise: 100_000_000n });
    expect(audit[1]).toMatchObject({ fromState: "TRUST_APPROVED", toState: "SANCTIONED" });
    const mail = await db().prisma.mailOutbox.findFirstOrThrow({ where: { to: "pj-texc@example.org" }, orderBy: { id: "desc" } });
    expect(mail.subject).toContain(letterNo);
    expect(mail.text).toContain(`/api/storage/pomdocuments/${grant.letterFile}`);
    expect(mail.text).toContain(`/projects/sanctionletter/${app.id}`);

    // The letter is read through the storage's checks by whoever may see the application.
    expect(await projectsApi.document(m().texc.auth, grant.letterFile!)).toBe(200);
    expect(await projectsApi.document(m().trustee.auth, grant.letterFile!)).toBe(200);
    expect(await projectsApi.document(m().ac.auth, grant.letterFile!)).toBe(200);
    expect(await projectsApi.document(m().tex.auth, grant.letterFile!)).toBe(403);
    expect(await projectsApi.document(m().cex.auth, grant.letterFile!)).toBe(403);
    expect(await projectsApi.document(undefined, grant.letterFile!)).toBe(401);

    // Sent once.
    const hits = site.hits.length;
    expectError(await sanction(m().secretary.auth, { applicationId: app.id }), 409);
    expect(await counts()).toEqual(after);
    expect(site.hits.length).toBe(hits);
    expect(await storedFiles()).toEqual([grant.letterFile]);
  });

  it("the letter page shows only to those who may see the application", async () => {
    const app = await readyForLetter("Page visibility");
    const session = (id: number, roles: string[], tableNo: number | null) =>
      ({ memberId: id, roles, tableNo, circleNo: null }) as unknown as Parameters<typeof getSanctionLetter>[0];
    const letter = await getSanctionLetter(session(m().texc.id, ["TEX-C"], 2), app.id);
    expect(letter).toMatchObject({
      letterNo: `RTIF/SL/${app.applicationNo}`,
      amount: "₹10,00,000.00",
      amountInWords: "Rupees Ten Lakh Only",
      draft: true,
      sent: false,
    });
    await expect(getSanctionLetter(session(m().tex.id, ["TEX"], 1), app.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const none = await fixture().applicationIn("TRUST_APPROVED", "No letter yet");
    expect(await getSanctionLetter(session(m().texc.id, ["TEX-C"], 2), none.id)).toBeNull();
  });

  it("an approved letter not sent yet is a draft for its readers, and the send's mark works only for its sender, fresh", async () => {
    const app = await readyForLetter("Draft until sent");
    const texc = texcSession("Table chairman");
    const letter = await getSanctionLetter(texc, app.id);
    expect(letter).toMatchObject({
      draft: true,
      sent: false,
      draftReason: "the trust office has not sent it yet",
      secretaryName: "Projects secretary",
      signerCapacity: "Secretary",
    });
    // The unit's chairman prints the page: the PDF carries the draft mark.
    const { pdf } = await generatePdfForUrl({
      session: texc,
      url: `/projects/sanctionletter/${app.id}`,
      requestUrl: `${site.origin}/api/reports/generatepdfforurl`,
    });
    const text = pdfText(pdf).text.join("\n").replace(/\s+/g, " ");
    expect(text).toContain("Draft: not issued, not valid");
    // A mark made for the secretary issues nothing to anyone else, nor once it is stale or altered.
    const now = new Date();
    const secretary = { ...texc, memberId: m().secretary.id, roles: ["RTIF-Secretary"] } as typeof texc;
    const mark = sanctionIssueMark(app.id, m().secretary.id, now);
    expect(await getSanctionLetter(secretary, app.id, { issue: mark })).toMatchObject({ draft: false, date: istDay(now) });
    expect(await getSanctionLetter(texc, app.id, { issue: mark })).toMatchObject({ draft: true });
    const stale = sanctionIssueMark(app.id, m().secretary.id, new Date(now.getTime() - 10 * 60 * 1000));
    expect(await getSanctionLetter(secretary, app.id, { issue: stale })).toMatchObject({ draft: true });
    expect(await getSanctionLetter(secretary, app.id, { issue: `${now.getTime() + 1}${mark.slice(13)}` })).toMatchObject({
      draft: true,
    });
  });

  // Last in the file: it makes the table's plain member its posted chairman, and the Admin an
  // RTIF-Secretary too, and puts both back.
  it("is addressed to the unit's chairman in office (postings) and signed by the member who sends it, in their capacity then", async () => {
    const app = await readyForLetter("Chairman after a hand-over");
    const p = db().prisma;
    // Two TEX-C members of table 2; the later one is posted for this year (a hand-over: roles stay).
    await p.memberRole.create({ data: { memberId: m().member.id, role: "TEX_C" } });
    const posting = await p.posting.create({
      data: { memberId: m().member.id, unitKind: "TABLE", unitNo: 2, role: "TEX_C", year: federationYearOf(new Date()) },
    });
    try {
      // Sent by the Admin (the trust office), not by the first RTIF-Secretary.
      expect((await sanction(m().admin.auth, { applicationId: app.id })).status).toBe(200);
      const grant = await p.grantApproval.findUniqueOrThrow({ where: { applicationId: app.id } });
      const pdf = await fsp.readFile(path.join(fixture().world.uploadDir, "pomdocuments", grant.letterFile!));
      const text = pdfText(new Uint8Array(pdf)).text.join("\n").replace(/\s+/g, " ");
      expect(text).toContain("Dear Projects member,");
      expect(text).not.toContain("Projects texc");
      // Signed as the Admin the sender is, not as a Secretary.
      expect(text).toContain("Projects admin Admin");
      expect(text).not.toContain("Projects secretary");
      expect(text).not.toContain("Secretary");
      // The page read later says the same, even once the sender has become the trust's secretary too.
      await p.memberRole.create({ data: { memberId: m().admin.id, role: "RTIF_Secretary" } });
      const reader = texcSession("Projects texc");
      const later = await getSanctionLetter(reader, app.id);
      expect(later).toMatchObject({
        chairmanName: "Projects member",
        secretaryName: "Projects admin",
        signerCapacity: "Admin",
        draft: false,
      });
      const page = renderToStaticMarkup(createElement(SanctionLetterView, { letter: later! }));
      expect(page).toContain("<p>Admin</p>");
      expect(page).not.toContain("Secretary");
    } finally {
      await p.memberRole.deleteMany({ where: { memberId: m().admin.id, role: "RTIF_Secretary" } });
      await p.posting.delete({ where: { id: posting.id } });
      await p.memberRole.delete({ where: { memberId_role: { memberId: m().member.id, role: "TEX_C" } } });
    }
  });

  it("printed again after its sender is renamed, a sent letter keeps the name it was signed with", async () => {
    const app = await readyForLetter("Signed before a rename");
    const rename = (fullName: string) =>
      send(
        updateByAdminPost,
        jsonRequest("/api/auth/updatememberbyadmin", { memberId: m().secretary.id, fullName }, m().admin.auth),
      );
    expect((await sanction(m().secretary.auth, { applicationId: app.id })).status).toBe(200);
    const grant = await db().prisma.grantApproval.findUniqueOrThrow({ where: { applicationId: app.id } });
    expect(grant.letterSignedBy).toBe("Projects secretary");
    try {
      expect((await rename("Projects secretary renamed")).status).toBe(200);
      const later = await getSanctionLetter(texcSession("Projects texc"), app.id);
      expect(later).toMatchObject({ secretaryName: "Projects secretary", signerCapacity: "Secretary", draft: false });
    } finally {
      await rename("Projects secretary");
    }
  });
});
