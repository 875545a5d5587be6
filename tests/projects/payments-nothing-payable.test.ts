// Completing a grant whose earlier payments already cover what is payable: interim payments that
// paid the whole sanction (made before interim payments were kept below it), or that reached or
// passed the amount the completion pack claims. The state is written directly; the final or the
// balance payment of ₹0 then completes the project, any other amount is refused with the reason,
// and ₹0 is refused while something remains to be paid.
import { setupTestDb } from "../helpers/test-db";
import { paymentsApi as api } from "./app-api";
import { approveCompletionDirectly, fillCompletion } from "./completion-fixture";
import { FIXTURE_SANCTION_PAISE, setupGrantWorld } from "./grant-fixture";
import { expectError } from "./helpers";
import { istToday } from "@/lib/india-time";

const db = setupTestDb();
const fixture = setupGrantWorld(db);

const m = () => fixture().world.members;

let references = 0;
const body = (app: { id: number }, change: Record<string, unknown> = {}) => ({
  applicationId: app.id,
  paidOn: istToday(),
  reference: `CLOSE${Date.now()}${(references += 1)}`,
  paidBy: "RTIF, State Bank of India",
  ...change,
});

type TPaymentReply = {
  duplicate: boolean;
  projectPayment: { id: number; kind: string; amount: { paise: number; text: string } };
  tableProjectApplication: { state: string };
};
const replyOf = (reply: { body: unknown }) => reply.body as TPaymentReply;

/** Everything a payment writes; compared before and after a refusal. */
const footprint = async (applicationId: number) => {
  const prisma = db().prisma;
  const [payments, grant, application, audits, mails, gallery] = await Promise.all([
    prisma.projectPayment.count(),
    prisma.grantApproval.findUniqueOrThrow({ where: { applicationId }, select: { paidPaise: true } }),
    prisma.projectApplication.findUniqueOrThrow({ where: { id: applicationId }, select: { state: true } }),
    prisma.auditEntry.count(),
    prisma.mailOutbox.count(),
    prisma.galleryProject.count(),
  ]);
  return { payments, paid: grant.paidPaise, state: application.state, audits, mails, gallery };
};

/**
 * An application whose completion is submitted and approved, with a pack claiming `claim` (paise)
 * and interim payments of `paid` in all (the fixture's ₹6,00,000, topped up by a second interim).
 */
const completionWithPaid = async (title: string, claim: number, paid: bigint) => {
  const prisma = db().prisma;
  const app = await fixture().applicationIn("COMPLETION_SUBMITTED", title);
  await fillCompletion(prisma, fixture().world, app, { claim, certified: claim, invoices: [claim] });
  await approveCompletionDirectly(prisma, fixture().world, app.id);
  const topUp = paid - 60_000_000n;
  if (topUp > 0n)
    await prisma.projectPayment.create({
      data: {
        applicationId: app.id,
        kind: "INTERIM",
        amountPaise: topUp,
        paidOn: new Date(),
        reference: `FIX-${app.id}-2`,
        paidBy: "The trust",
        recordedById: m().secretary.id,
      },
    });
  await prisma.grantApproval.update({ where: { applicationId: app.id }, data: { paidPaise: paid } });
  return app;
};

const lastAudit = (applicationId: number) =>
  db().prisma.auditEntry.findFirstOrThrow({
    where: { applicationId, action: { startsWith: "payment." } },
    orderBy: { id: "desc" },
  });

describe("a grant whose interim payments already cover what is payable", () => {
  it("interims that paid the whole sanction: any amount is refused with the way out, and a final payment of ₹0 completes it", async () => {
    const app = await completionWithPaid("Sanction paid by interims", 100_000_000, FIXTURE_SANCTION_PAISE);
    expect((await api.payments(m().secretary.auth, app.id)).body).toMatchObject({
      paid: { paise: 100_000_000 },
      balance: { paise: 0, text: "₹0" },
    });
    const before = await footprint(app.id);
    expect(expectError(await api.final(m().secretary.auth, body(app, { amount: 1 })), 409, "amount").message).toBe(
      "amount: Nothing remains to be paid: ₹10,00,000 paid already covers the sanction of ₹10,00,000. Record a final payment of ₹0 to complete the project",
    );
    expectError(await api.details(m().secretary.auth, body(app, { kind: "FINAL", amount: "0.01" })), 409, "amount");
    expectError(await api.final(m().secretary.auth, body(app, { amount: -1 })), 400, "amount");
    expect(await footprint(app.id)).toEqual(before);

    const closing = body(app, { amount: "0", remark: "Closed: the interims paid it all" });
    const paid = await api.final(m().secretary.auth, closing);
    expect(paid.status).toBe(200);
    expect(replyOf(paid)).toMatchObject({
      duplicate: false,
      projectPayment: { kind: "FINAL", amount: { paise: 0, text: "₹0" } },
      tableProjectApplication: { state: "COMPLETED" },
    });
    const after = await footprint(app.id);
    expect(after).toMatchObject({ payments: before.payments + 1, paid: FIXTURE_SANCTION_PAISE, gallery: before.gallery + 1 });
    expect(await lastAudit(app.id)).toMatchObject({
      action: "payment.final",
      amountPaise: 0n,
      remark: `${closing.reference}, ${closing.paidOn}, paid by RTIF, State Bank of India: nothing remained to be paid: ₹10,00,000 paid covers the sanction of ₹10,00,000: Closed: the interims paid it all`,
    });
    const mail = await db().prisma.mailOutbox.findFirstOrThrow({ where: { to: "pj-texc@example.org" }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe(`Application ${app.applicationNo}: final payment recorded, nothing more to pay`);
    // The same request again is the closing already recorded.
    expect(replyOf(await api.final(m().secretary.auth, closing))).toMatchObject({
      duplicate: true,
      projectPayment: { amount: { paise: 0 } },
    });
    expect(await footprint(app.id)).toEqual(after);
  });

  it("interims that reached the claim: the balance is ₹0 and completes it; an amount given must be that", async () => {
    const app = await completionWithPaid("Claim paid by interims", 60_000_000, 60_000_000n);
    const before = await footprint(app.id);
    expect(expectError(await api.balance(m().secretary.auth, body(app, { amount: 1 })), 400, "amount").message).toBe(
      "amount: must be the balance of ₹0, or be left out",
    );
    expect(expectError(await api.final(m().secretary.auth, body(app, { amount: 1 })), 409, "amount").message).toBe(
      "amount: Nothing remains to be paid: ₹6,00,000 paid already covers the claim of ₹6,00,000. Record a final payment of ₹0 to complete the project",
    );
    expect(await footprint(app.id)).toEqual(before);
    const paid = await api.balance(m().secretary.auth, body(app));
    expect(replyOf(paid)).toMatchObject({
      projectPayment: { kind: "BALANCE", amount: { paise: 0 } },
      tableProjectApplication: { state: "COMPLETED" },
    });
    expect(await db().prisma.grantApproval.findUniqueOrThrow({ where: { applicationId: app.id } })).toMatchObject({
      paidPaise: 60_000_000n,
    });
  });

  it("interims that passed the claim: ₹0 completes it, and the audit says by how much the claim was passed", async () => {
    const app = await completionWithPaid("Claim passed by interims", 50_000_000, 60_000_000n);
    expect((await api.payments(m().secretary.auth, app.id)).body).toMatchObject({
      claimed: { paise: 50_000_000 },
      balance: { paise: 0 },
    });
    const paid = await api.details(m().admin.auth, body(app, { kind: "FINAL", amount: 0 }));
    expect(replyOf(paid)).toMatchObject({ tableProjectApplication: { state: "COMPLETED" } });
    expect((await lastAudit(app.id)).remark).toContain(
      "nothing remained to be paid: ₹6,00,000 paid covers the claim of ₹5,00,000, passing it by ₹1,00,000",
    );
  });

  it("₹0 is refused while something remains to be paid, and for an interim payment; nothing is written", async () => {
    const app = await completionWithPaid("Something remains", 100_000_000, 60_000_000n);
    const sanctioned = await fixture().applicationIn("IN_PROGRESS", "Interim of nothing");
    const before = [await footprint(app.id), await footprint(sanctioned.id)];
    expect(expectError(await api.final(m().secretary.auth, body(app, { amount: 0 })), 400, "amount").message).toBe(
      "amount: must be more than zero: ₹4,00,000 remains to be paid (₹0 completes only a project whose payments already cover what is payable)",
    );
    expectError(await api.details(m().secretary.auth, body(app, { kind: "FINAL", amount: "0.00" })), 400, "amount");
    expect(expectError(await api.interim(m().secretary.auth, body(sanctioned, { amount: 0 })), 400, "amount").message).toBe(
      "amount: must be more than zero",
    );
    expectError(await api.details(m().secretary.auth, body(sanctioned, { kind: "INTERIM", amount: 0 })), 400, "amount");
    expect([await footprint(app.id), await footprint(sanctioned.id)]).toEqual(before);
  });
});
