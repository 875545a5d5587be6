// A sending slice's hold on the copies it claimed: the locks are renewed while a slow message is in
// flight, so another worker does not take the batch for a dead one's; and a worker that lost a copy
// anyway (it stalled past the stale time and another took it over) neither sends it nor writes its
// outcome. Slices run directly with a recording transport in place of SMTP.
import { setTimeout as sleep } from "node:timers/promises";
import type Mail from "nodemailer/lib/mailer";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { retryFailedRecipients } from "@/lib/massmail/retry-failed";
import { finishIfDone } from "@/lib/massmail/mailing-state";
import { runMassMailSlice, type TSliceOptions } from "@/lib/massmail/send-slice";
import { itOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";

const db = setupTestDb();
let adminId: number;

beforeAll(async () => {
  adminId = (
    await seedMember(db().prisma, { userName: "lease-admin", password: "x-unused-1", fullName: "Lease Admin", roles: ["Admin"] })
  ).id;
});

/** A mailing being sent to `one@` and `two@` (essential: no opt-out look-ups in the way). */
const mailing = async () => {
  const { id } = await db().prisma.massMail.create({
    data: {
      subject: "Lease",
      html: "<p>Hello</p>",
      essential: true,
      status: "SENDING",
      createdById: adminId,
      recipients: {
        create: [
          { email: "one@example.org", name: "One" },
          { email: "two@example.org", name: "Two" },
        ],
      },
    },
  });
  return id;
};

const sent: string[] = [];
beforeEach(() => void (sent.length = 0));

/** A worker's slice whose transport records `<worker>:<address>` and may act before a message is accepted. */
const slice = (
  massMailId: number,
  worker: string,
  options: Partial<TSliceOptions>,
  beforeAccepting: (address: string) => Promise<void> = async () => {},
) =>
  runMassMailSlice(
    { massMailId, chain: worker, slice: 0 },
    {
      ...options,
      transport: () => ({
        send: async (message: Mail.Options) => {
          const { address } = message.to as { address: string };
          await beforeAccepting(address);
          sent.push(`${worker}:${address}`);
        },
        close: () => {},
      }),
    },
  );

const rows = (massMailId: number) =>
  db().prisma.massMailRecipient.findMany({
    where: { massMailId },
    orderBy: { email: "asc" },
    select: { email: true, status: true, lockedBy: true, sentAt: true, attempts: true },
  });

it("renews the batch's locks while a slow message is in flight: another worker finds nothing stale to take", async () => {
  const id = await mailing();
  // Stale after 1.5 s: the renewals (a third of that) still come in time when both databases'
  // suites load the machine, where 0.6 s did not always.
  const options = { staleMs: 1500, sliceMs: 30_000 };
  let other: Promise<void> | undefined;
  await slice(id, "A", options, async (address) => {
    if (address !== "one@example.org") return;
    // A large attachment: the first message takes well over the stale time. Meanwhile B looks.
    await sleep(2200);
    other = slice(id, "B", options);
    await other;
    await sleep(1500);
  });
  await other;
  expect(sent).toEqual(["A:one@example.org", "A:two@example.org"]);
  expect((await rows(id)).map((row) => [row.email, row.status, row.attempts, row.lockedBy])).toEqual([
    ["one@example.org", "SENT", 1, null],
    ["two@example.org", "SENT", 1, null],
  ]);
});

it("a worker that lost its copies to another (it stalled past the stale time) neither sends them nor marks them", async () => {
  const id = await mailing();
  const options = { staleMs: 60_000, sliceMs: 30_000 };
  let takenOver: Awaited<ReturnType<typeof rows>> = [];
  const warned: unknown[][] = [];
  const warn = jest.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warned.push(args));
  await slice(id, "A", options, async (address) => {
    if (address !== "one@example.org") return;
    // A stalls mid-send: both its locks look a dead worker's, and B takes over and sends them.
    await db().prisma.massMailRecipient.updateMany({
      where: { massMailId: id },
      data: { lockedAt: new Date(Date.now() - 2 * options.staleMs) },
    });
    await slice(id, "B", options);
    takenOver = await rows(id);
  }).finally(() => warn.mockRestore());
  expect(warned).toEqual([[`[massmail ${id}] resuming 2 recipients a dead worker had claimed`]]);
  // The copy in flight when A stalled went twice (the at-least-once window); the next one once.
  expect(sent).toEqual(["B:one@example.org", "B:two@example.org", "A:one@example.org"]);
  // A's late answer does not write over B's outcome.
  expect(takenOver.map((row) => [row.email, row.status, row.attempts])).toEqual([
    ["one@example.org", "SENT", 2],
    ["two@example.org", "SENT", 2],
  ]);
  expect(await rows(id)).toEqual(takenOver);
});

// On PGlite transactions run one at a time: a retry and the end of a slice cannot overlap there.
itOnPostgres(
  "'Retry failures' landing as the sending ends leaves the mailing SENDING with the copy PENDING, never DONE",
  async () => {
    const id = await mailing();
    const prisma = db().prisma;
    await prisma.massMailRecipient.updateMany({ where: { massMailId: id, email: "one@example.org" }, data: { status: "SENT" } });
    await prisma.massMailRecipient.updateMany({
      where: { massMailId: id, email: "two@example.org" },
      data: { status: "FAILED" },
    });
    let retry: Promise<unknown> | undefined;
    let finish: Promise<boolean> | undefined;
    // Another writer holds the mailing's row a moment: the retry starts, then a slice ends and
    // looks whether the mailing is done, and both go on in that order once the row is free.
    await prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "MassMail" WHERE "id" = ${id} FOR UPDATE`;
        retry = retryFailedRecipients({ actorId: adminId, massMailId: id });
        await untilSettledOrWaiting(prisma, retry, 1);
        finish = finishIfDone(id);
        await untilSettledOrWaiting(prisma, finish, 2);
      },
      { timeout: 20_000 },
    );
    await retry;
    expect(await finish).toBe(false);
    expect(await prisma.massMail.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "SENDING", finishedAt: null });
    expect((await rows(id)).map((row) => [row.email, row.status])).toEqual([
      ["one@example.org", "SENT"],
      ["two@example.org", "PENDING"],
    ]);
  },
);
