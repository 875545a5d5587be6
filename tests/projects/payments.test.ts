// Payments of a sanctioned grant (issue 12, section 3): nothing before the sanction, the first
// interim payment moves the project in progress, never past the sanction (also two at once), a
// bank reference recorded once (also two identical requests at once), the final payment only with
// an approved completion whose checks pass or are overridden, and then the gallery entry; by role,
// by table and by state, with audit entries and mails, and nothing written on a refusal.
import { readFile } from "node:fs/promises";
import { getRequest } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { withParams } from "../service-requests/helpers";
import { approveCompletionDirectly, fillCompletion } from "./completion-fixture";
import { paymentsApi as api } from "./app-api";
import { FIXTURE_SANCTION_PAISE, setupGrantWorld, type TFixtureApplication } from "./grant-fixture";
import { expectError } from "./helpers";
import { GET as contentFileGet } from "@/app/api/content/files/[folder]/[name]/route";
import { WRITE_TRANSACTION } from "@/lib/db/write-transaction";
import { createGalleryEntry } from "@/lib/projects/gallery-entry";
import { istToday } from "@/lib/india-time";

const db = setupTestDb();
const fixture = setupGrantWorld(db);

const m = () => fixture().world.members;

const today = () => istToday();
let references = 0;
const nextReference = () => `UTR${Date.now()}${(references += 1)}`;
const body = (app: { id: number }, change: Record<string, unknown> = {}) => ({
  applicationId: app.id,
  amount: 100000,
  paidOn: today(),
  reference: nextReference(),
  paidBy: "RTIF, State Bank of India",
  ...change,
});

type TPaymentReply = {
  stat: number;
  duplicate: boolean;
  projectPayment: { id: number; kind: string; amount: { paise: number; text: string }; reference: string; paidOn: string };
  tableProjectApplication: { state: string };
};
const replyOf = (reply: { body: unknown }) => reply.body as TPaymentReply;

/** Everything a payment writes; compared before and after a refusal. */
const footprint = async (applicationId: number) => {
  const prisma = db().prisma;
  const [payments, grant, application, audits, events, mails, gallery] = await Promise.all([
    prisma.projectPayment.count(),
    prisma.grantApproval.findUnique({ where: { applicationId }, select: { paidPaise: true } }),
    prisma.projectApplication.findUniqueOrThrow({ where: { id: applicationId }, select: { state: true } }),
    prisma.auditEntry.count(),
    prisma.applicationEvent.count(),
    prisma.mailOutbox.count(),
    prisma.galleryProject.count(),
  ]);
  return { payments, paid: grant?.paidPaise ?? null, state: application.state, audits, events, mails, gallery };
};

const paidOf = async (applicationId: number) =>
  (await db().prisma.grantApproval.findUniqueOrThrow({ where: { applicationId } })).paidPaise;

describe("interim payments", () => {
  it("are refused before the sanction, to other roles, for an unknown application, and for bad fields; nothing is written", async () => {
    const approved = await fixture().applicationIn("TRUST_APPROVED", "Not yet sanctioned");
    const sanctioned = await fixture().applicationIn("SANCTIONED", "Sanctioned, refusals");
    const before = await footprint(sanctioned.id);
    let beforeApproved = await footprint(approved.id);
    expect(expectError(await api.interim(m().secretary.auth, body(approved)), 409).message).toMatch(/sanction/i);
    expect(await footprint(approved.id)).toEqual(beforeApproved);
    // A grant approved but whose letter is not sent yet is not sanctioned either.
    await db().prisma.grantApproval.create({
      data: {
        applicationId: approved.id,
        sanctionedPaise: FIXTURE_SANCTION_PAISE,
        createdById: m().secretary.id,
        approvedAt: new Date(),
      },
    });
    beforeApproved = await footprint(approved.id);
    expectError(await api.interim(m().secretary.auth, body(approved)), 409);
    expect(await footprint(approved.id)).toEqual(beforeApproved);

    expectError(await api.interim(undefined, body(sanctioned)), 401);
    for (const who of ["texc", "npc", "adminPom", "trustee", "member"] as const)
      expectError(await api.interim(m()[who].auth, body(sanctioned)), 403);
    expectError(await api.interim(m().secretary.auth, body({ id: 999999 })), 404);
    expectError(await api.interim(m().secretary.auth, body(sanctioned, { reference: "  " })), 400, "reference");
    expectError(await api.interim(m().secretary.auth, body(sanctioned, { reference: "R".repeat(61) })), 400, "reference");
    expectError(await api.interim(m().secretary.auth, body(sanctioned, { paidBy: "" })), 400, "paidBy");
    expectError(await api.interim(m().secretary.auth, body(sanctioned, { amount: 0 })), 400, "amount");
    expectError(await api.interim(m().secretary.auth, body(sanctioned, { amount: "12,34.5" })), 400, "amount");
    expectError(await api.interim(m().secretary.auth, body(sanctioned, { amount: undefined })), 400, "amount");
    expectError(await api.interim(m().secretary.auth, body(sanctioned, { paidOn: "2026-02-30" })), 400, "paidOn");
    expectError(await api.interim(m().secretary.auth, body(sanctioned, { paidOn: "2999-01-01" })), 400, "paidOn");
    const early = expectError(await api.interim(m().secretary.auth, body(sanctioned, { paidOn: "2020-01-01" })), 400, "paidOn");
    expect(early.message).toMatch(/before the sanction letter/);
    expect(await footprint(sanctioned.id)).toEqual(before);
  });

  it("the first one moves a sanctioned project in progress, later ones keep it there; audited and mailed to the table", async () => {
    const app = await fixture().applicationIn("SANCTIONED", "First payment");
    const audits = await db().prisma.auditEntry.count();
    const first = await api.interim(m().secretary.auth, body(app, { amount: "6,00,000", remark: "First instalment" }));
    expect(first.status).toBe(200);
    expect(replyOf(first)).toMatchObject({
      stat: 1,
      duplicate: false,
      projectPayment: { kind: "INTERIM", amount: { paise: 60_000_000, text: "₹6,00,000" }, paidOn: today() },
      tableProjectApplication: { state: "IN_PROGRESS" },
    });
    expect(await paidOf(app.id)).toBe(60_000_000n);
    const entries = await db().prisma.auditEntry.findMany({ where: { applicationId: app.id }, orderBy: { id: "asc" } });
    expect(entries.slice(-2).map((entry) => [entry.action, entry.fromState, entry.toState, entry.amountPaise])).toEqual([
      ["payment.interim", null, null, 60_000_000n],
      ["firstPayment", "SANCTIONED", "IN_PROGRESS", null],
    ]);
    expect(await db().prisma.auditEntry.count()).toBe(audits + 2);
    const mail = await db().prisma.mailOutbox.findFirstOrThrow({ where: { to: "pj-texc@example.org" }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe(`Application ${app.applicationNo}: interim payment of ₹6,00,000`);
    expect(mail.text).toContain(replyOf(first).projectPayment.reference);

    const second = await api.details(m().admin.auth, body(app, { kind: "INTERIM", amount: 100000 }));
    expect(replyOf(second)).toMatchObject({ duplicate: false, tableProjectApplication: { state: "IN_PROGRESS" } });
    expect(await paidOf(app.id)).toBe(70_000_000n);
    const payments = await api.payments(m().texc.auth, app.id);
    expect(payments.body).toMatchObject({
      stat: 1,
      sanctioned: true,
      sanction: { paise: 100_000_000, text: "₹10,00,000" },
      paid: { paise: 70_000_000, text: "₹7,00,000" },
      balance: { paise: 30_000_000, text: "₹3,00,000" },
      instalments: [
        { position: 1, label: "First instalment", amount: { paise: 60_000_000 } },
        { position: 2, label: "Final instalment", amount: { paise: 40_000_000 } },
      ],
      projectPayments: [
        { kind: "INTERIM", amount: { paise: 60_000_000 }, remark: "First instalment", recordedBy: "Projects secretary" },
        { kind: "INTERIM", amount: { paise: 10_000_000 }, recordedBy: "Projects admin" },
      ],
    });
    // Another table's member does not see it; the area chairman of its area does.
    expectError(await api.payments(m().tex.auth, app.id), 404);
    expect((await api.payments(m().ac.auth, app.id)).status).toBe(200);
    expectError(await api.payments(m().member.auth, app.id), 403);
  });

  it("never pays past the sanction, and says what remains; nothing is written", async () => {
    const app = await fixture().applicationIn("IN_PROGRESS", "Past the sanction");
    const before = await footprint(app.id);
    const refused = expectError(await api.interim(m().secretary.auth, body(app, { amount: 500000 })), 409, "amount");
    expect(refused.message).toBe("amount: ₹5,00,000 would pay ₹1,00,000 past the sanction of ₹10,00,000: ₹4,00,000 remains");
    expect(await footprint(app.id)).toEqual(before);
  });

  it("never pay the whole sanction: the last instalment is kept for the final payment, which then completes the project", async () => {
    // ₹10,00,000 in two instalments: ₹6,00,000 is paid (the fixture), and ₹4,00,000 remains.
    const app = await fixture().applicationIn("IN_PROGRESS", "Second instalment as interim");
    const before = await footprint(app.id);
    const refused = expectError(await api.interim(m().secretary.auth, body(app, { amount: "4,00,000" })), 409, "amount");
    expect(refused.message).toBe(
      "amount: Keep the last instalment for the final payment: ₹4,00,000 remains of the sanction, and an interim payment must be less than that",
    );
    expect(await footprint(app.id)).toEqual(before);
    // Less than what remains is an interim payment; what is left stays for the final payment.
    expect((await api.interim(m().secretary.auth, body(app, { amount: "3,99,999.99" }))).status).toBe(200);
    expect(await paidOf(app.id)).toBe(FIXTURE_SANCTION_PAISE - 1n);
    const last = expectError(await api.interim(m().secretary.auth, body(app, { amount: 0.01 })), 409, "amount");
    expect(last.message).toMatch(/^amount: Keep the last instalment for the final payment: ₹0\.01 remains/);

    // (Of another year: the gallery's 2025-26 summary takes its cover from a test below.)
    await db().prisma.projectApplication.update({ where: { id: app.id }, data: { state: "COMPLETION_SUBMITTED", year: 202425 } });
    await fillCompletion(db().prisma, fixture().world, app);
    await approveCompletionDirectly(db().prisma, fixture().world, app.id);
    const final = await api.final(m().secretary.auth, body(app, { amount: 0.01 }));
    expect(replyOf(final)).toMatchObject({ projectPayment: { kind: "FINAL" }, tableProjectApplication: { state: "COMPLETED" } });
    expect(await paidOf(app.id)).toBe(FIXTURE_SANCTION_PAISE);
  });

  it("two payments at once that together pass the sanction: exactly one is made", async () => {
    const app = await fixture().applicationIn("IN_PROGRESS", "Two at once");
    const payments = await db().prisma.projectPayment.count({ where: { applicationId: app.id } });
    const replies = await Promise.all([
      api.interim(m().secretary.auth, body(app, { amount: 300000 })),
      api.interim(m().admin.auth, body(app, { amount: 300000 })),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await paidOf(app.id)).toBe(90_000_000n);
    expect(await db().prisma.projectPayment.count({ where: { applicationId: app.id } })).toBe(payments + 1);
    expect(await db().prisma.auditEntry.count({ where: { applicationId: app.id, action: "payment.interim" } })).toBe(1);
  });

  it("two payments at once into a sanctioned project: both are made, the application moves once", async () => {
    const app = await fixture().applicationIn("SANCTIONED", "Two first payments");
    const replies = await Promise.all([
      api.interim(m().secretary.auth, body(app, { amount: 100000 })),
      api.interim(m().admin.auth, body(app, { amount: 200000 })),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(await paidOf(app.id)).toBe(30_000_000n);
    expect(await db().prisma.applicationEvent.count({ where: { applicationId: app.id, action: "firstPayment" } })).toBe(1);
  });
});

describe("a bank reference", () => {
  it("sent again with the same details answers the payment already made, writing nothing", async () => {
    const app = await fixture().applicationIn("IN_PROGRESS", "Same reference");
    const request = body(app, { amount: 50000 });
    const first = replyOf(await api.interim(m().secretary.auth, request));
    const before = await footprint(app.id);
    const again = await api.interim(m().secretary.auth, { ...request, amount: "50,000.00", remark: "retry" });
    expect(again.status).toBe(200);
    expect(replyOf(again)).toMatchObject({ duplicate: true, projectPayment: { id: first.projectPayment.id } });
    // The same reference through createprojectpaymentdetails, same kind: the same payment.
    expect(replyOf(await api.details(m().admin.auth, { ...request, kind: "INTERIM" })).duplicate).toBe(true);
    expect(await footprint(app.id)).toEqual(before);
  });

  it("sent twice at once is paid once", async () => {
    const app = await fixture().applicationIn("IN_PROGRESS", "Identical at once");
    const request = body(app, { amount: 75000 });
    const replies = await Promise.all([api.interim(m().secretary.auth, request), api.interim(m().secretary.auth, request)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies.map((reply) => replyOf(reply).duplicate).sort()).toEqual([false, true]);
    expect(replyOf(replies[0]!).projectPayment.id).toBe(replyOf(replies[1]!).projectPayment.id);
    expect(await db().prisma.projectPayment.count({ where: { reference: request.reference } })).toBe(1);
    expect(await paidOf(app.id)).toBe(60_000_000n + 7_500_000n);
  });

  it("sent at once for two applications is recorded for one of them only", async () => {
    const one = await fixture().applicationIn("IN_PROGRESS", "Race for a reference 1");
    const two = await fixture().applicationIn("IN_PROGRESS", "Race for a reference 2");
    const reference = nextReference();
    const replies = await Promise.all([
      api.interim(m().secretary.auth, body(one, { reference, amount: 1000 })),
      api.interim(m().secretary.auth, body(two, { reference, amount: 1000 })),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expectError(
      replies.find((reply) => reply.status === 409)!,
      409,
      "reference",
    );
    expect(await db().prisma.projectPayment.count({ where: { reference } })).toBe(1);
    expect((await paidOf(one.id)) + (await paidOf(two.id))).toBe(120_000_000n + 100_000n);
  });

  it("is the same reference in any case: the same payment again, or refused for another", async () => {
    const app = await fixture().applicationIn("IN_PROGRESS", "Reference in lower case");
    const other = await fixture().applicationIn("IN_PROGRESS", "Reference in upper case elsewhere");
    const reference = `hdfc${nextReference()}`;
    const request = body(app, { amount: 40000, reference });
    const first = replyOf(await api.interim(m().secretary.auth, request));
    const before = await footprint(app.id);
    const again = await api.interim(m().secretary.auth, { ...request, reference: reference.toUpperCase() });
    expect(replyOf(again)).toMatchObject({ duplicate: true, projectPayment: { id: first.projectPayment.id, reference } });
    expect(await footprint(app.id)).toEqual(before);
    expectError(
      await api.interim(m().secretary.auth, body(other, { amount: 40000, reference: reference.toUpperCase() })),
      409,
      "reference",
    );
    expect(await paidOf(other.id)).toBe(60_000_000n);
  });

  it("with other details is refused naming the reference; nothing is written", async () => {
    const app = await fixture().applicationIn("IN_PROGRESS", "Reference reused");
    const other = await fixture().applicationIn("IN_PROGRESS", "Reference reused elsewhere");
    const request = body(app, { amount: 50000 });
    await api.interim(m().secretary.auth, request);
    const before = await footprint(app.id);
    expectError(await api.interim(m().secretary.auth, { ...request, amount: 50001 }), 409, "reference");
    expectError(await api.interim(m().secretary.auth, { ...request, applicationId: other.id }), 409, "reference");
    expectError(await api.details(m().secretary.auth, { ...request, kind: "FINAL" }), 409, "reference");
    expect(await footprint(app.id)).toEqual(before);
    expect(await paidOf(other.id)).toBe(60_000_000n);
  });
});

describe("the final payment", () => {
  const ready = async (title: string) => {
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", title);
    await fillCompletion(db().prisma, fixture().world, app);
    await approveCompletionDirectly(db().prisma, fixture().world, app.id);
    return app;
  };

  it("is refused in the wrong state, and interim payments once the completion is submitted", async () => {
    const progress = await fixture().applicationIn("IN_PROGRESS", "Final too early");
    const before = await footprint(progress.id);
    expectError(await api.final(m().secretary.auth, body(progress, { amount: 400000 })), 409);
    expectError(await api.balance(m().secretary.auth, body(progress, { amount: undefined })), 409);
    expect(await footprint(progress.id)).toEqual(before);
    const submitted = await ready("Interim after completion");
    const beforeSubmitted = await footprint(submitted.id);
    expectError(await api.interim(m().secretary.auth, body(submitted)), 409);
    expect(await footprint(submitted.id)).toEqual(beforeSubmitted);
  });

  it("with a failing completion pack is refused listing each failing check; fixed, it completes the project into the gallery", async () => {
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Library for the school");
    const ids = await fillCompletion(db().prisma, fixture().world, app, { photos: 3, invoices: [60_000_000, 39_000_000] });
    const before = await footprint(app.id);
    const notApproved = expectError(await api.final(m().secretary.auth, body(app, { amount: 400000 })), 409, "approval.national");
    expect(notApproved.message).toMatch(/national team has not approved/);
    await approveCompletionDirectly(db().prisma, fixture().world, app.id);
    const refused = expectError(await api.final(m().secretary.auth, body(app, { amount: 400000 })), 409);
    const fields = (refused as unknown as { fields: { field: string; message: string }[] }).fields;
    expect(fields).toEqual([
      { field: "check.INVOICES", message: "2 invoices add up to ₹9,90,000 but the claim is ₹10,00,000 (₹10,000 less)" },
      { field: "check.COMPLETION_PHOTOS", message: "only 3 photos uploaded; at least 4 are needed" },
    ]);
    expect(await footprint(app.id)).toEqual(before);
    expect(await db().prisma.projectPayment.count({ where: { applicationId: app.id } })).toBe(1);

    // The table's answers corrected (as after a return to the table): the checks pass.
    await fillCompletion(db().prisma, fixture().world, app, { photos: 5 });
    await db().prisma.elementValue.create({
      data: { applicationStageId: ids.stageId, elementId: (await longTextOf(app)).id, value: "A library of 2,000 books." },
    });
    const paid = await api.final(m().secretary.auth, body(app, { amount: "4,00,000" }));
    expect(paid.status).toBe(200);
    expect(replyOf(paid)).toMatchObject({
      duplicate: false,
      projectPayment: { kind: "FINAL", amount: { paise: 40_000_000 } },
      tableProjectApplication: { state: "COMPLETED" },
    });
    expect(await paidOf(app.id)).toBe(FIXTURE_SANCTION_PAISE);
    const audits = await db().prisma.auditEntry.findMany({ where: { applicationId: app.id }, orderBy: { id: "desc" }, take: 2 });
    expect(audits.map((entry) => [entry.action, entry.toState, entry.amountPaise])).toEqual([
      ["complete", "COMPLETED", null],
      ["payment.final", null, 40_000_000n],
    ]);

    // The gallery: the entry of the application's year with the first completion photo, copied to the public folder.
    const entry = await db().prisma.galleryProject.findUniqueOrThrow({ where: { applicationId: app.id } });
    expect(entry).toMatchObject({
      year: 202526,
      title: "Library for the school",
      tableNo: 2,
      circleNo: null,
      tableName: "Table 2",
      description: "A library of 2,000 books.",
    });
    expect(entry.coverPhoto).toMatch(/^\/api\/content\/files\/blog\/[a-f0-9]{32}-site_photo\.png$/);
    const summary = await db().prisma.gallerySummary.findUniqueOrThrow({ where: { year: 202526 } });
    expect(summary).toMatchObject({ yearString: "2025-26", coverPhoto: entry.coverPhoto });
    const name = entry.coverPhoto.split("/").pop()!;
    const publicPhoto = await withParams(contentFileGet, { folder: "blog", name })(getRequest(`/api/content/files/blog/${name}`));
    expect(publicPhoto.status).toBe(200);
    const firstPhoto = await db().prisma.applicationFile.findFirstOrThrow({
      where: { applicationStageId: ids.stageId, elementId: ids.photos },
      orderBy: { id: "asc" },
    });
    const original = await readFile(`${fixture().world.uploadDir}/pomdocuments/${firstPhoto.storedName}`);
    expect(Buffer.from(await publicPhoto.arrayBuffer()).equals(original)).toBe(true);

    const mail = await db().prisma.mailOutbox.findFirstOrThrow({ where: { to: "pj-texc@example.org" }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe(`Application ${app.applicationNo}: final payment of ₹4,00,000`);
    expect(mail.text).toContain("public project gallery");
    // Completed: nothing more is paid.
    expectError(await api.final(m().secretary.auth, body(app, { amount: 1 })), 409);
  });

  it("with the Admin's override pays when the override covers the failing checks, and not when another fails", async () => {
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Overridden");
    await fillCompletion(db().prisma, fixture().world, app, { photos: 2 });
    await db().prisma.completion.create({
      data: {
        applicationId: app.id,
        nationalApprovedAt: new Date(),
        nationalApprovedById: m().npc.id,
        secretaryApprovedAt: new Date(),
        secretaryApprovedById: m().secretary.id,
        overrideAt: new Date(),
        overrideById: m().admin.id,
        overrideReason: "Photos were lost; the area chairman visited",
        overrideChecks: ["COMPLETION_PHOTOS"],
      },
    });
    // A check failing that the override did not cover (the acknowledgement removed) blocks the payment.
    await fillCompletion(db().prisma, fixture().world, app, { photos: 2, acknowledgement: false });
    const before = await footprint(app.id);
    const refused = expectError(
      await api.balance(m().secretary.auth, body(app, { amount: undefined })),
      409,
      "check.ACKNOWLEDGEMENT",
    );
    expect((refused as { fields: { field: string }[] }).fields.map((field) => field.field)).toEqual(["check.ACKNOWLEDGEMENT"]);
    expect(await footprint(app.id)).toEqual(before);

    await fillCompletion(db().prisma, fixture().world, app, { photos: 2 });
    // The balance is worked out by the server; a different amount is refused.
    expectError(await api.balance(m().secretary.auth, body(app, { amount: 100000 })), 400, "amount");
    const paid = await api.balance(m().admin.auth, body(app, { amount: undefined }));
    expect(replyOf(paid)).toMatchObject({
      projectPayment: { kind: "BALANCE", amount: { paise: 40_000_000, text: "₹4,00,000" } },
      tableProjectApplication: { state: "COMPLETED" },
    });
    expect(await db().prisma.galleryProject.count({ where: { applicationId: app.id } })).toBe(1);
  });

  it("two completions of a year without a gallery summary, entered at once: both entries are made, under one summary", async () => {
    // The final payment's gallery step, in two transactions: the first holds its new summary
    // uncommitted while the second looks for the year's summary and inserts it too.
    const year = 202324;
    const apps = [
      await fixture().applicationIn("COMPLETION_SUBMITTED", "First of the year"),
      await fixture().applicationIn("COMPLETION_SUBMITTED", "Also first of the year"),
    ];
    await db().prisma.projectApplication.updateMany({ where: { id: { in: apps.map((app) => app.id) } }, data: { year } });
    expect(await db().prisma.gallerySummary.count({ where: { year } })).toBe(0);
    let firstEntered!: () => void;
    const entered = new Promise<void>((resolve) => (firstEntered = resolve));
    const first = db().prisma.$transaction(async (tx) => {
      const entry = await createGalleryEntry(tx, apps[0]!.id, null);
      firstEntered();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return entry;
    }, WRITE_TRANSACTION);
    await entered;
    // (On PGlite, whose transactions run one at a time, the second starts once the first commits.)
    const second = db().prisma.$transaction((tx) => createGalleryEntry(tx, apps[1]!.id, null), WRITE_TRANSACTION);
    const entries = await Promise.all([first, second]);
    expect(entries.map((entry) => entry.year)).toEqual([year, year]);
    expect(await db().prisma.gallerySummary.findMany({ where: { year }, select: { yearString: true } })).toEqual([
      { yearString: "2023-24" },
    ]);
    expect(await db().prisma.galleryProject.count({ where: { year } })).toBe(2);
  });

  it("never passes the amount claimed: the balance is what remains of the claim, and a final payment beyond it is refused", async () => {
    // ₹10,00,000 sanctioned, ₹6,00,000 paid (the fixture); the project cost ₹8,00,000 and claims that.
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Claimed less");
    await fillCompletion(db().prisma, fixture().world, app, { claim: 80_000_000, certified: 80_000_000, invoices: [80_000_000] });
    await approveCompletionDirectly(db().prisma, fixture().world, app.id);
    expect((await api.payments(m().secretary.auth, app.id)).body).toMatchObject({
      sanction: { paise: 100_000_000 },
      claimed: { paise: 80_000_000, text: "₹8,00,000" },
      paid: { paise: 60_000_000 },
      balance: { paise: 20_000_000, text: "₹2,00,000" },
    });
    const before = await footprint(app.id);
    const refused = expectError(await api.final(m().secretary.auth, body(app, { amount: "4,00,000" })), 409, "amount");
    expect(refused.message).toBe(
      "amount: ₹4,00,000 would pay ₹2,00,000 more than the claim of ₹8,00,000: ₹2,00,000 of it remains to be paid",
    );
    expectError(await api.details(m().secretary.auth, body(app, { kind: "FINAL", amount: "2,00,000.01" })), 409, "amount");
    expect(expectError(await api.balance(m().secretary.auth, body(app, { amount: "4,00,000" })), 400, "amount").message).toBe(
      "amount: must be the balance of ₹2,00,000, or be left out",
    );
    expect(await footprint(app.id)).toEqual(before);

    const paid = await api.balance(m().secretary.auth, body(app, { amount: undefined }));
    expect(replyOf(paid)).toMatchObject({
      projectPayment: { kind: "BALANCE", amount: { paise: 20_000_000, text: "₹2,00,000" } },
      tableProjectApplication: { state: "COMPLETED" },
    });
    expect(await paidOf(app.id)).toBe(80_000_000n);
    expect((await api.payments(m().texc.auth, app.id)).body).toMatchObject({
      claimed: { paise: 80_000_000 },
      balance: { paise: 0, text: "₹0" },
    });
  });

  it("through createprojectpaymentdetails with kind FINAL, for less than the balance, completes the project", async () => {
    const app = await ready("Saved money");
    const paid = await api.details(m().secretary.auth, body(app, { kind: "FINAL", amount: 350000 }));
    expect(replyOf(paid)).toMatchObject({ tableProjectApplication: { state: "COMPLETED" } });
    expect(await paidOf(app.id)).toBe(95_000_000n);
    expectError(await api.details(m().secretary.auth, body(app, { kind: "FINAL", amount: undefined })), 400, "amount");
  });
});

const longTextOf = async (app: TFixtureApplication) => {
  const stage = await db().prisma.applicationStage.findUniqueOrThrow({ where: { id: app.stageIds[5]! } });
  const existing = await db().prisma.stageElement.findFirst({ where: { stageId: stage.packStageId, kind: "LONG_TEXT" } });
  return (
    existing ??
    db().prisma.stageElement.create({
      data: { stageId: stage.packStageId, kind: "LONG_TEXT", label: "What the project did", position: 99, config: {} },
    })
  );
};
