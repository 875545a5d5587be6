// Issue 12's later steps start from an application already some way along: a six-stage pack like
// the foundation's (application, area recommendation, national review, grant approval,
// inauguration, completion with every completion-check tag), and an application of table 2 put
// into a given state with the stages before it submitted and signed as they would be by then.
// The steps before that state are tested through their own calls elsewhere; here the rows are
// written directly, which is what `grantApplicationIn` is for.
import type { TPrisma } from "@/lib/db/client";
import { seedProjectPack, type TSeedPack } from "@/lib/db/seed/demo-project-packs";
import type { TApplicationState } from "@/lib/projects/application-states";
import { appApi as api } from "./app-api";
import {
  AREA_SIGNATURE_STAGE,
  createProjectsWorld,
  removeProjectsWorld,
  SIGNED_APPLICATION_STAGE,
  type TProjectsWorld,
} from "./helpers";

const IMAGE_OR_PDF = { fileTypes: ["pdf", "jpg", "png"], maxFiles: 5 };

export const GRANT_PACK: TSeedPack = {
  name: "Grant process pack",
  year: 202526,
  description: "",
  kind: "TABLE",
  isActive: true,
  stages: [
    SIGNED_APPLICATION_STAGE,
    AREA_SIGNATURE_STAGE,
    {
      name: "National review",
      filledBy: "NATIONAL",
      elements: [{ kind: "LONG_TEXT", label: "Notes", required: false, config: {} }],
    },
    {
      name: "Grant approval",
      filledBy: "TRUST",
      elements: [{ kind: "SHORT_TEXT", label: "Trust meeting reference", required: false, config: {} }],
    },
    {
      name: "Inauguration",
      filledBy: "TABLE",
      elements: [
        { kind: "DATE", label: "Date of the inauguration", required: true, config: {} },
        { kind: "LONG_TEXT", label: "Inauguration report", required: false, config: {} },
      ],
    },
    {
      name: "Completion",
      filledBy: "TABLE",
      elements: [
        { kind: "AMOUNT", label: "Amount claimed", required: true, config: { check: "CLAIM" } },
        {
          kind: "AMOUNT",
          label: "Amount on the utilisation certificate",
          required: true,
          config: { check: "UTILISATION_CERTIFICATE" },
        },
        { kind: "COST_TABLE", label: "Invoices", required: true, config: { check: "INVOICES" } },
        {
          kind: "FILE",
          label: "School's acknowledgement",
          required: true,
          config: { ...IMAGE_OR_PDF, check: "ACKNOWLEDGEMENT" },
        },
        {
          kind: "FILE",
          label: "Area chairman's recommendation",
          required: true,
          config: { ...IMAGE_OR_PDF, check: "AREA_RECOMMENDATION" },
        },
        { kind: "PHOTO_SET", label: "Photos", required: true, config: { minPhotos: 1, check: "COMPLETION_PHOTOS" } },
        { kind: "OTP_SIGNATURE", label: "Chairman", required: true, config: { signer: "TABLE_CHAIRMAN" } },
      ],
    },
  ],
};

export const seedGrantPack = (prisma: TPrisma) => seedProjectPack(prisma, GRANT_PACK);

/** GRANT_PACK's inauguration and completion stages, as indexes into TFixtureApplication.stageIds. */
export const INAUGURATION = 4;
export const COMPLETION = 5;

/** ₹10,00,000: the fixture's sanction, paid as 6,00,000 and 4,00,000. */
export const FIXTURE_SANCTION_PAISE = 100_000_000n;

type TFixtureState =
  "NATIONAL_RECOMMENDED" | "IN_CIRCULATION" | "TRUST_APPROVED" | "SANCTIONED" | "IN_PROGRESS" | "COMPLETION_SUBMITTED";
const ORDER: TFixtureState[] = [
  "NATIONAL_RECOMMENDED",
  "IN_CIRCULATION",
  "TRUST_APPROVED",
  "SANCTIONED",
  "IN_PROGRESS",
  "COMPLETION_SUBMITTED",
];

export type TFixtureApplication = { id: number; applicationNo: string; stageIds: number[] };

/**
 * An application of table 2 (area 1, started by texc) in `state`:
 * - NATIONAL_RECOMMENDED: application, area and national stages submitted (the first two signed);
 * - IN_CIRCULATION: a circulation (rule ALL) to `trustee` and `trustee2`, nobody has voted;
 * - TRUST_APPROVED: both trustees approved, the circulation closed as APPROVED;
 * - SANCTIONED: the trust's stage submitted, an approved grant of FIXTURE_SANCTION_PAISE in two
 *   instalments, its letter sent;
 * - IN_PROGRESS: an interim payment of the first instalment (reference FIX-<id>-1);
 * - COMPLETION_SUBMITTED: inauguration approved, completion stage submitted and signed (no answers:
 *   tests of the completion checks write the ones they need).
 */
export const grantApplicationIn = async (
  prisma: TPrisma,
  world: TProjectsWorld,
  packId: number,
  state: TFixtureState,
  title = `Grant ${state}`,
): Promise<TFixtureApplication> => {
  const m = world.members;
  const created = (await api.create(m.texc.auth, { packId, title })).body as {
    tableProjectApplication: { id: number; applicationNo: string; stages: { id: number }[] };
  };
  const app = created.tableProjectApplication;
  const stageIds = app.stages.map((stage) => stage.id);
  const reached = (step: TFixtureState) => ORDER.indexOf(state) >= ORDER.indexOf(step);
  const now = new Date();
  const submit = async (index: number, stageState: "SUBMITTED" | "APPROVED" = "SUBMITTED", signerId?: number) => {
    const stageId = stageIds[index]!;
    await prisma.applicationStage.update({
      where: { id: stageId },
      data: { state: stageState, submittedAt: now, submittedById: m.texc.id },
    });
    if (signerId === undefined) return;
    const row = await prisma.applicationStage.findUniqueOrThrow({ where: { id: stageId }, select: { packStageId: true } });
    const signature = await prisma.stageElement.findFirstOrThrow({ where: { stageId: row.packStageId, kind: "OTP_SIGNATURE" } });
    await prisma.stageSignature.create({
      data: { applicationStageId: stageId, elementId: signature.id, signerId, enteredById: signerId },
    });
  };
  await submit(0, "SUBMITTED", m.texc.id);
  await submit(1, "SUBMITTED", m.ac.id);
  await submit(2);
  if (reached("IN_CIRCULATION")) {
    const approved = reached("TRUST_APPROVED");
    await prisma.circulation.create({
      data: {
        applicationId: app.id,
        rule: "ALL",
        startedById: m.secretary.id,
        closedAt: approved ? now : null,
        outcome: approved ? "APPROVED" : null,
        trustees: {
          create: [m.trustee.id, m.trustee2.id].map((trusteeId) => ({
            trusteeId,
            vote: approved ? ("APPROVE" as const) : null,
            votedAt: approved ? now : null,
          })),
        },
      },
    });
  }
  if (reached("SANCTIONED")) {
    await submit(3);
    await prisma.grantApproval.create({
      data: {
        applicationId: app.id,
        sanctionedPaise: FIXTURE_SANCTION_PAISE,
        donorName: "A donor",
        createdById: m.secretary.id,
        approvedById: m.secretary.id,
        approvedAt: now,
        letterNo: `RTIF/SL/${app.applicationNo}`,
        letterSentAt: now,
        paidPaise: reached("IN_PROGRESS") ? 60_000_000n : 0n,
        instalments: {
          create: [
            { position: 1, label: "First instalment", amountPaise: 60_000_000n },
            { position: 2, label: "Final instalment", amountPaise: 40_000_000n },
          ],
        },
      },
    });
  }
  if (reached("IN_PROGRESS"))
    await prisma.projectPayment.create({
      data: {
        applicationId: app.id,
        kind: "INTERIM",
        amountPaise: 60_000_000n,
        paidOn: now,
        reference: `FIX-${app.id}-1`,
        paidBy: "The trust",
        recordedById: m.secretary.id,
      },
    });
  if (reached("COMPLETION_SUBMITTED")) {
    await submit(4, "APPROVED");
    await submit(5, "SUBMITTED", m.texc.id);
  }
  await prisma.projectApplication.update({ where: { id: app.id }, data: { state: state as TApplicationState } });
  return { id: app.id, applicationNo: app.applicationNo, stageIds };
};

export type TGrantWorld = {
  world: TProjectsWorld;
  packId: number;
  /** `grantApplicationIn` on this database, world and pack. */
  applicationIn: (state: TFixtureState, title?: string) => Promise<TFixtureApplication>;
};

/**
 * The grant tests' set-up: registers the hooks that build the projects world and seed GRANT_PACK
 * before the file's tests (and remove the world's upload folder after), and returns the accessor
 * the tests read them through. Call it at the top of the file, after `setupTestDb()`, so the
 * database is there first; hooks the file registers itself run after these (jest runs a block's
 * beforeAll and afterAll hooks in the order they were registered). Named like setupTestDb rather
 * than use…, which the React hooks lint rule refuses outside components.
 */
export const setupGrantWorld = (db: () => { prisma: TPrisma }) => {
  let world: TProjectsWorld | undefined;
  let packId: number | undefined;
  beforeAll(async () => {
    world = await createProjectsWorld(db().prisma);
    packId = await seedGrantPack(db().prisma);
  });
  afterAll(async () => removeProjectsWorld(world));
  return (): TGrantWorld => {
    if (!world || packId === undefined) throw new Error("The grant world is not ready yet: read it inside a hook or a test");
    const ready = { world, packId };
    return {
      ...ready,
      applicationIn: (state, title) => grantApplicationIn(db().prisma, ready.world, ready.packId, state, title),
    };
  };
};
