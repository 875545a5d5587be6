// A national reviewer who holds two of the review's roles (NPC and Admin-Pom) and an element the
// pack's approval mapping gives to both: one confirmation confirms it for each role, so the
// recommendation to the trust, which checks every role of the caller, goes through.
import { jsonRequest, send, type TAuth } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { authFor } from "../service-requests/helpers";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { appApi as api } from "./app-api";
import {
  createProjectsWorld,
  removeProjectsWorld,
  SIGNED_APPLICATION_STAGE,
  seedTablePack,
  type TProjectsWorld,
} from "./helpers";
import { POST as confirmPost } from "@/app/api/projects/updatetpaprojectdetailsapproval/route";
import { POST as approveTablePost } from "@/app/api/projects/approvetableprojectappliaction/route";

const db = setupTestDb();
let world: TProjectsWorld;
let packId: number;
let both: { id: number; auth: TAuth };

beforeAll(async () => {
  world = await createProjectsWorld(db().prisma);
  packId = await seedTablePack(db().prisma, "Two roles pack", [SIGNED_APPLICATION_STAGE]);
  const row = await seedMember(db().prisma, {
    userName: "pj-npc-and-pom",
    password: "unused-password-1",
    fullName: "Projects npc and pom",
    roles: ["NPC", "Admin-Pom"],
  });
  both = { id: row.id, auth: await authFor(row.id, ["NPC", "Admin-Pom"]) };
});
afterAll(async () => removeProjectsWorld(world));

const confirm = (auth: TAuth, body: unknown) =>
  send(confirmPost, jsonRequest("/api/projects/updatetpaprojectdetailsapproval", body, auth));
const approveTable = (auth: TAuth, body: unknown) =>
  send(approveTablePost, jsonRequest("/api/projects/approvetableprojectappliaction", body, auth));

type TApproval = { role: string; elementId: number; confirmed: boolean };

it("confirms an element mapped to two of the caller's roles for both, and the recommendation then goes through", async () => {
  const prisma = db().prisma;
  const created = (await api.create(world.members.texc.auth, { packId, title: "Mapped twice" })).body as {
    tableProjectApplication: { id: number };
  };
  const applicationId = created.tableProjectApplication.id;
  await prisma.applicationStage.updateMany({ where: { applicationId }, data: { state: "SUBMITTED", submittedAt: new Date() } });
  await prisma.projectApplication.update({ where: { id: applicationId }, data: { state: "UNDER_REVIEW" } });
  const need = await prisma.stageElement.findFirstOrThrow({ where: { label: "Need", stage: { packId } } });
  await prisma.approvalElementMapping.createMany({
    data: [
      { packId, role: "NPC", elementId: need.id },
      { packId, role: "Admin_Pom", elementId: need.id },
    ],
  });

  const confirmed = await confirm(both.auth, { applicationId, elementIds: [need.id] });
  expect(confirmed.status).toBe(200);
  const approvals = (confirmed.body as { approvals: TApproval[] }).approvals;
  expect(approvals).toHaveLength(2);
  expect(approvals.every((item) => item.confirmed)).toBe(true);
  expect(await prisma.elementApproval.count({ where: { applicationId } })).toBe(2);

  const approved = await approveTable(both.auth, { applicationId, remark: "Confirmed by both roles" });
  expect(approved.status).toBe(200);
  expect((await prisma.projectApplication.findUniqueOrThrow({ where: { id: applicationId } })).state).toBe(
    "NATIONAL_RECOMMENDED",
  );
});
