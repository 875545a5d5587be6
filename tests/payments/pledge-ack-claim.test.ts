// A pledge's acknowledgement is claimed (acknowledgedAt) in the transaction that writes its outbox
// row: while the row cannot be written yet, the claim is not visible either, so a process that dies
// between the two loses neither. The job is held on a lock of the outbox table; Postgres only
// (PGlite serves one connection at a time).
import { POST as createDonation } from "@/app/api/fcradonations/createfcradonation/route";
import { runPledgeAcknowledgementJob } from "@/lib/payments/pledge-acknowledgement";
import { jsonRequest, send } from "../auth/helpers";
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { setupPledgeMail } from "./pledge-mail-fixture";
import { INDIAN_DONOR } from "./helpers";

const db = setupTestDb();
const smtp = setupPledgeMail(db);

describeOnPostgres("pledge acknowledgement claim", () => {
  it("commits the claim only with the outbox row", async () => {
    const email = "claim-with-row@example.org";
    const reply = await send(createDonation, jsonRequest("/api/fcradonations/createfcradonation", { ...INDIAN_DONOR, email }));
    expect(reply.status).toBe(201);
    const { referenceNo } = (reply.body as { fcradonation: { referenceNo: string } }).fcradonation;
    const { prisma } = db();
    const acknowledgedAt = async () =>
      (await prisma.fcraDonation.findUniqueOrThrow({ where: { referenceNo }, select: { acknowledgedAt: true } })).acknowledgedAt;

    let job: Promise<unknown> | undefined;
    await prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`LOCK TABLE "MailOutbox" IN EXCLUSIVE MODE`;
        job = runPledgeAcknowledgementJob({ referenceNo, origin: "http://localhost" });
        await untilSettledOrWaiting(prisma, job);
        // The job waits to write its row: a crash now must not leave the pledge claimed.
        expect(await acknowledgedAt()).toBeNull();
      },
      { timeout: 20_000 },
    );
    await job;
    expect(await acknowledgedAt()).not.toBeNull();
    expect(await prisma.mailOutbox.findMany({ where: { to: email } })).toMatchObject([
      { key: `pledge:${referenceNo}`, status: "sent" },
    ]);
    expect(smtp().received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });
});
