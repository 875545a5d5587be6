// The trust's approval (issue 12, section 2): circulation to the trustees, their votes (once each,
// also at the same moment), the approval rule, the trust's decision, the secretary's special case,
// the return to the national team, and the grant approval with its instalments. By role, by state
// and by field, with nothing written on a refusal, and the events, audit entries and mails written
// on success.
import { seedMember } from "@/lib/db/seed/seed-functions";
import { getRequest, jsonPoster, send, type TAuth } from "../auth/helpers";
import { itOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { authFor, withParams } from "../service-requests/helpers";
import { setupGrantWorld } from "./grant-fixture";
import { expectError } from "./helpers";
import { GET as trusteesGet } from "@/app/api/projects/getalltrustee/route";
import { GET as circulationGet } from "@/app/api/projects/getcirculation/[id]/route";
import { POST as tablePost } from "@/app/api/projects/finalrecommendationtable/route";
import { POST as circlePost } from "@/app/api/projects/finalrecommendationcircle/route";
import { POST as circleAliasPost } from "@/app/api/projects/finalcirclerecommendation/route";
import { POST as returnPost } from "@/app/api/projects/awaitfinalrecommendation/route";
import { POST as votePost } from "@/app/api/projects/approvecirculationreportbytrustee/route";
import { POST as specialPost } from "@/app/api/projects/approvecirculationreportbyspecialcase/route";
import { POST as decidePost } from "@/app/api/projects/approvefinalrecommendation/route";
import { GET as grantGet } from "@/app/api/projects/getgrantapproval/[id]/route";
import { POST as draftPost } from "@/app/api/projects/creategrantapproval/route";
import { POST as approveGrantPost } from "@/app/api/projects/approvegrantapproval/route";
import { POST as closePost } from "@/app/api/projects/movetoclosedandwithdrawn/route";
import { POST as recommendPost } from "@/app/api/projects/approvetableprojectappliaction/route";
import { appApi } from "./app-api";

const db = setupTestDb();
const fixture = setupGrantWorld(db);
let trustee3: { id: number; auth: TAuth };

beforeAll(async () => {
  const row = await seedMember(db().prisma, {
    userName: "pj-trustee3",
    password: "Trust@12345",
    fullName: "Projects trustee3",
    roles: ["RTIF-Trustee"],
  });
  trustee3 = { id: row.id, auth: await authFor(row.id, ["RTIF-Trustee"]) };
  // A former trustee: never circulated to, never listed.
  await seedMember(db().prisma, {
    userName: "pj-oldtrustee",
    password: "Trust@12345",
    fullName: "Projects old trustee",
    roles: ["RTIF-Trustee"],
    isActive: false,
  });
});
afterAll(() => {
  delete process.env.TRUST_APPROVAL_RULE;
});

const m = () => fixture().world.members;
const P = "/api/projects";
const get = (handler: Parameters<typeof withParams>[0], path: string) => (auth: TAuth | undefined, id: number) =>
  send(withParams(handler, { id: String(id) }), getRequest(`${P}/${path}/${id}`, auth));
const api = {
  trustees: (auth?: TAuth) => send(trusteesGet, getRequest(`${P}/getalltrustee`, auth)),
  circulation: get(circulationGet, "getcirculation"),
  circulateTable: jsonPoster(tablePost, `${P}/finalrecommendationtable`),
  circulateCircle: jsonPoster(circlePost, `${P}/finalrecommendationcircle`),
  circulateCircleAlias: jsonPoster(circleAliasPost, `${P}/finalcirclerecommendation`),
  returnToNational: jsonPoster(returnPost, `${P}/awaitfinalrecommendation`),
  vote: jsonPoster(votePost, `${P}/approvecirculationreportbytrustee`),
  special: jsonPoster(specialPost, `${P}/approvecirculationreportbyspecialcase`),
  decide: jsonPoster(decidePost, `${P}/approvefinalrecommendation`),
  grant: get(grantGet, "getgrantapproval"),
  draft: jsonPoster(draftPost, `${P}/creategrantapproval`),
  approveGrant: jsonPoster(approveGrantPost, `${P}/approvegrantapproval`),
  recommend: jsonPoster(recommendPost, `${P}/approvetableprojectappliaction`),
  close: jsonPoster(closePost, `${P}/movetoclosedandwithdrawn`),
};

type TBody = Record<string, unknown> & {
  tableProjectApplication?: { state: string };
  circulation?: {
    rule: string;
    outcome: string | null;
    canVote: boolean;
    trustees: { trusteeId: number; vote: string | null; remark: string }[];
    ruleStatus: { status: string; message: string };
  } | null;
  grantApproval?: {
    sanctioned: { paise: number; text: string };
    instalments: { label: string; amount: { paise: number }; dueOn: string | null }[];
    paid: { paise: number };
    balance: { paise: number; text: string };
    approved: boolean;
    letterUrl: string | null;
    updatedAt: string;
  } | null;
};
const body = (reply: { body: unknown }) => reply.body as TBody;

/** Row counts of everything these calls write. */
const counts = async () => {
  const p = db().prisma;
  return {
    circulations: await p.circulation.count(),
    places: await p.circulationTrustee.count(),
    votes: await p.circulationTrustee.count({ where: { vote: { not: null } } }),
    grants: await p.grantApproval.count(),
    instalments: await p.grantInstalment.count(),
    approvedGrants: await p.grantApproval.count({ where: { approvedAt: { not: null } } }),
    audit: await p.auditEntry.count(),
    events: await p.applicationEvent.count(),
    states: JSON.stringify(await p.projectApplication.findMany({ select: { id: true, state: true }, orderBy: { id: "asc" } })),
  };
};
const stateOf = async (id: number) => (await db().prisma.projectApplication.findUniqueOrThrow({ where: { id } })).state;
const auditOf = (applicationId: number) =>
  db().prisma.auditEntry.findMany({
    where: { applicationId },
    orderBy: { id: "asc" },
    select: { action: true, remark: true, amountPaise: true, fromState: true, toState: true },
  });
const mailsTo = (user: string, since = 0) =>
  db().prisma.mailOutbox.findMany({ where: { to: `${user}@example.org`, id: { gt: since } }, orderBy: { id: "asc" } });
const lastMailId = async () => (await db().prisma.mailOutbox.findFirst({ orderBy: { id: "desc" } }))?.id ?? 0;

/** A circle's application recommended to the trust (the fixture makes tables' only). */
const circleApplication = async (number: number) => {
  const prisma = db().prisma;
  const stages = await prisma.packStage.findMany({ where: { packId: fixture().packId }, select: { id: true } });
  return prisma.projectApplication.create({
    data: {
      applicationNo: `TPA-202526-9${String(number).padStart(3, "0")}`,
      year: 202526,
      packId: fixture().packId,
      circleNo: 1,
      areaNo: 1,
      title: `Circle project ${number}`,
      createdById: m().cex.id,
      state: "NATIONAL_RECOMMENDED",
      stages: { create: stages.map((stage) => ({ packStageId: stage.id })) },
    },
  });
};

describe("the trustees and the circulation", () => {
  it("getalltrustee lists the active trustees for the trust office and the national team only", async () => {
    expectError(await api.trustees(undefined), 401);
    expectError(await api.trustees(m().texc.auth), 403);
    expectError(await api.trustees(m().member.auth), 403);
    for (const who of [m().npc, m().secretary, m().trustee, m().adminPom]) {
      const reply = await api.trustees(who.auth);
      expect(reply.status).toBe(200);
      const trustees = body(reply).trustees as { id: number; fullName: string; officeEmail: string }[];
      expect(trustees.map((row) => row.id).sort()).toEqual([m().trustee.id, m().trustee2.id, trustee3.id].sort());
      expect(trustees.find((row) => row.id === m().trustee.id)?.officeEmail).toBe("pj-trustee@example.org");
    }
  });

  it("circulates a table's recommendation to every trustee in office, by the trust office only, and mails them", async () => {
    const app = await fixture().applicationIn("NATIONAL_RECOMMENDED", "To circulate");
    const circle = await circleApplication(1);
    const before = await counts();
    expectError(await api.circulateTable(undefined, { applicationId: app.id }), 401);
    for (const who of [m().texc, m().npc, m().trustee, m().adminPom])
      expectError(await api.circulateTable(who.auth, { applicationId: app.id }), 403);
    expectError(await api.circulateTable(m().secretary.auth, { applicationId: 999999 }), 404);
    expectError(await api.circulateTable(m().secretary.auth, {}), 400, "applicationId");
    expectError(await api.circulateCircle(m().secretary.auth, { applicationId: app.id }), 400, "applicationId");
    expectError(await api.circulateCircleAlias(m().secretary.auth, { applicationId: app.id }), 400, "applicationId");
    expectError(await api.circulateTable(m().secretary.auth, { applicationId: circle.id }), 400, "applicationId");
    expect(await counts()).toEqual(before);

    const since = await lastMailId();
    const reply = await api.circulateTable(m().secretary.auth, { applicationId: app.id, remark: "For the March meeting" });
    expect(reply.status).toBe(200);
    expect(body(reply).tableProjectApplication?.state).toBe("IN_CIRCULATION");
    const circulation = body(reply).circulation!;
    expect(circulation.rule).toBe("ALL");
    expect(circulation.outcome).toBeNull();
    expect(circulation.trustees.map((row) => row.trusteeId).sort()).toEqual(
      [m().trustee.id, m().trustee2.id, trustee3.id].sort(),
    );
    expect(circulation.ruleStatus.status).toBe("PENDING");
    const row = await db().prisma.circulation.findUniqueOrThrow({
      where: { applicationId: app.id },
      include: { trustees: true },
    });
    expect(row.startedById).toBe(m().secretary.id);
    expect(row.trustees).toHaveLength(3);
    const event = await db().prisma.applicationEvent.findFirstOrThrow({
      where: { applicationId: app.id },
      orderBy: { id: "desc" },
    });
    expect(event).toMatchObject({
      action: "circulate",
      fromState: "NATIONAL_RECOMMENDED",
      toState: "IN_CIRCULATION",
      remark: "For the March meeting",
    });
    expect((await auditOf(app.id)).at(-1)).toMatchObject({ action: "circulate", toState: "IN_CIRCULATION" });
    for (const user of ["pj-trustee", "pj-trustee2", "pj-trustee3"]) {
      const mails = await mailsTo(user, since);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain(app.applicationNo);
      expect(mails[0]!.text).toContain("/projects/manageprojectapplications");
      expect(mails[0]!.text).toContain("For the March meeting");
    }
    expect(await mailsTo("pj-oldtrustee", since)).toHaveLength(0);

    // Once in circulation it is not circulated again.
    const after = await counts();
    expectError(await api.circulateTable(m().secretary.auth, { applicationId: app.id }), 409);
    expect(await counts()).toEqual(after);
  });

  it("circulates a circle's recommendation (both calls) under the rule set at that moment, recorded on the circulation", async () => {
    const first = await circleApplication(2);
    const second = await circleApplication(3);
    process.env.TRUST_APPROVAL_RULE = "MAJORITY";
    try {
      const reply = await api.circulateCircle(m().admin.auth, { applicationId: first.id });
      expect(reply.status).toBe(200);
      expect(body(reply).circulation?.rule).toBe("MAJORITY");
    } finally {
      delete process.env.TRUST_APPROVAL_RULE;
    }
    const alias = await api.circulateCircleAlias(m().secretary.auth, { applicationId: second.id });
    expect(alias.status).toBe(200);
    expect(body(alias).circulation?.rule).toBe("ALL");
    // The setting changing later does not change a running circulation.
    const read = await api.circulation(m().npc.auth, first.id);
    expect(body(read).circulation?.rule).toBe("MAJORITY");
  });

  it("refuses to circulate with no trustee in office (409) and writes nothing", async () => {
    const app = await fixture().applicationIn("NATIONAL_RECOMMENDED", "No trustees");
    const ids = [m().trustee.id, m().trustee2.id, trustee3.id];
    await db().prisma.member.updateMany({ where: { id: { in: ids } }, data: { isActive: false } });
    try {
      const before = await counts();
      const reply = expectError(await api.circulateTable(m().secretary.auth, { applicationId: app.id }), 409);
      expect(reply.message).toMatch(/No trustee/);
      expect(await counts()).toEqual(before);
      expect(await stateOf(app.id)).toBe("NATIONAL_RECOMMENDED");
    } finally {
      await db().prisma.member.updateMany({ where: { id: { in: ids } }, data: { isActive: true } });
    }
  });

  it("returns the recommendation to the national team only with a reason, and mails the NPC and Admin-Pom", async () => {
    const app = await fixture().applicationIn("NATIONAL_RECOMMENDED", "To return");
    const before = await counts();
    expectError(await api.returnToNational(undefined, { applicationId: app.id, remark: "x" }), 401);
    expectError(await api.returnToNational(m().npc.auth, { applicationId: app.id, remark: "x" }), 403);
    expectError(await api.returnToNational(m().secretary.auth, { applicationId: app.id }), 400, "remark");
    expectError(await api.returnToNational(m().secretary.auth, { applicationId: app.id, remark: "  " }), 400, "remark");
    expectError(await api.returnToNational(m().secretary.auth, { applicationId: 999999, remark: "x" }), 404);
    expect(await counts()).toEqual(before);

    const since = await lastMailId();
    const reply = await api.returnToNational(m().secretary.auth, {
      applicationId: app.id,
      remark: "The budget needs a vendor quote.",
    });
    expect(reply.status).toBe(200);
    expect(body(reply).tableProjectApplication?.state).toBe("UNDER_REVIEW");
    expect((await auditOf(app.id)).at(-1)).toMatchObject({
      action: "returnToNational",
      toState: "UNDER_REVIEW",
      remark: "The budget needs a vendor quote.",
    });
    for (const user of ["pj-npc", "pj-adminpom"]) {
      const mails = await mailsTo(user, since);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain("Reason: The budget needs a vendor quote.");
    }
    expect(await mailsTo("pj-texc", since)).toHaveLength(0);
    expectError(await api.returnToNational(m().secretary.auth, { applicationId: app.id, remark: "again" }), 409);

    // The national stage is open again (its answers kept) so that the national team amends its
    // review, and it is submitted again with the next recommendation.
    const nationalStage = app.stageIds[2]!;
    const notes = await db().prisma.stageElement.findFirstOrThrow({
      where: { label: "Notes", stage: { packId: fixture().packId } },
    });
    expect((await db().prisma.applicationStage.findUniqueOrThrow({ where: { id: nationalStage } })).state).toBe("OPEN");
    const saved = await appApi.save(m().npc.auth, {
      applicationStageId: nationalStage,
      answers: [{ elementId: notes.id, value: "Second quote from Sharma Traders attached.", revision: 1 }],
    });
    expect(saved.status).toBe(200);
    expect(body(await api.recommend(m().npc.auth, { applicationId: app.id })).tableProjectApplication?.state).toBe(
      "NATIONAL_RECOMMENDED",
    );
    expect((await db().prisma.applicationStage.findUniqueOrThrow({ where: { id: nationalStage } })).state).toBe("SUBMITTED");
  });

  it("getcirculation: the trust and the national team read it; null before the circulation", async () => {
    const app = await fixture().applicationIn("NATIONAL_RECOMMENDED", "Not circulated");
    expectError(await api.circulation(undefined, app.id), 401);
    expectError(await api.circulation(m().texc.auth, app.id), 403);
    expectError(await api.circulation(m().npc.auth, 999999), 404);
    const reply = await api.circulation(m().trustee.auth, app.id);
    expect(reply.status).toBe(200);
    expect(body(reply).circulation).toBeNull();
  });
});

describe("the trustees' votes and the trust's decision", () => {
  it("a trustee of the circulation votes once; others, other roles and bad bodies are refused and write nothing", async () => {
    const app = await fixture().applicationIn("IN_CIRCULATION", "Votes");
    const before = await counts();
    expectError(await api.vote(undefined, { applicationId: app.id, vote: "APPROVE" }), 401);
    expectError(await api.vote(m().secretary.auth, { applicationId: app.id, vote: "APPROVE" }), 403);
    expectError(await api.vote(m().texc.auth, { applicationId: app.id, vote: "APPROVE" }), 403);
    // trustee3 took office after this circulation started.
    expectError(await api.vote(trustee3.auth, { applicationId: app.id, vote: "APPROVE" }), 403);
    expectError(await api.vote(m().trustee.auth, { applicationId: 999999, vote: "APPROVE" }), 404);
    expectError(await api.vote(m().trustee.auth, { applicationId: app.id }), 400, "vote");
    expectError(await api.vote(m().trustee.auth, { applicationId: app.id, vote: "MAYBE" }), 400, "vote");
    expectError(await api.vote(m().trustee.auth, { applicationId: app.id, vote: "OBJECT" }), 400, "remark");
    expectError(await api.vote(m().trustee.auth, { applicationId: app.id, isApproved: false, remark: " " }), 400, "remark");
    expect(await counts()).toEqual(before);

    const reply = await api.vote(m().trustee.auth, { applicationId: app.id, vote: "APPROVE", remark: "A good project" });
    expect(reply.status).toBe(200);
    expect(body(reply).tableProjectApplication?.state).toBe("IN_CIRCULATION");
    const circulation = body(reply).circulation!;
    expect(circulation.trustees.find((row) => row.trusteeId === m().trustee.id)).toMatchObject({
      vote: "APPROVE",
      remark: "A good project",
    });
    expect(circulation.canVote).toBe(false);
    expect(circulation.ruleStatus.message).toContain("Projects trustee2 has not voted");
    expect((await auditOf(app.id)).at(-1)).toMatchObject({
      action: "trust.vote",
      remark: "APPROVE: A good project",
      toState: null,
    });
    const afterVote = await counts();
    expect(afterVote.votes).toBe(before.votes + 1);
    expect(afterVote.audit).toBe(before.audit + 1);
    expect(afterVote.events).toBe(before.events);

    // A second vote, even the other way, is refused.
    expectError(await api.vote(m().trustee.auth, { applicationId: app.id, vote: "OBJECT", remark: "Changed my mind" }), 409);
    expectError(await api.vote(m().trustee.auth, { applicationId: app.id, isApproved: true }), 409);
    expect(await counts()).toEqual(afterVote);
    const open = await api.circulation(m().trustee2.auth, app.id);
    expect(body(open).circulation?.canVote).toBe(true);
  });

  it("an application closed while in circulation takes no more votes, and says so to the trustee who has not voted", async () => {
    const app = await fixture().applicationIn("IN_CIRCULATION", "Closed while circulating");
    expect(body(await api.circulation(m().trustee.auth, app.id)).circulation?.canVote).toBe(true);
    const closed = await api.close(m().npc.auth, {
      applicationId: app.id,
      state: "CLOSED",
      remark: "The school was rebuilt by the state",
    });
    expect(closed.status).toBe(200);
    expect(await stateOf(app.id)).toBe("CLOSED");
    expect(body(await api.circulation(m().trustee.auth, app.id)).circulation?.canVote).toBe(false);
    const before = await counts();
    expectError(await api.vote(m().trustee.auth, { applicationId: app.id, vote: "APPROVE" }), 409);
    expect(await counts()).toEqual(before);
  });

  it("two votes of one trustee at the same moment: one is counted, the other refused", async () => {
    const app = await fixture().applicationIn("IN_CIRCULATION", "Concurrent votes");
    const before = await counts();
    const replies = await Promise.all([
      api.vote(m().trustee2.auth, { applicationId: app.id, vote: "APPROVE" }),
      api.vote(m().trustee2.auth, { applicationId: app.id, vote: "OBJECT", remark: "No" }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const after = await counts();
    expect(after.votes).toBe(before.votes + 1);
    expect(after.audit).toBe(before.audit + 1);
    const places = await db().prisma.circulationTrustee.findMany({
      where: { circulation: { applicationId: app.id }, trusteeId: m().trustee2.id },
    });
    expect(places).toHaveLength(1);
    const won = replies.find((reply) => reply.status === 200)!;
    expect(places[0]!.vote).toBe(body(won).circulation?.trustees.find((row) => row.trusteeId === m().trustee2.id)?.vote);
  });

  it("the trust's approval waits for the rule: 409 naming who has not voted, then approved when every trustee approved", async () => {
    const app = await fixture().applicationIn("IN_CIRCULATION", "Rule ALL");
    expectError(await api.decide(m().trustee.auth, { applicationId: app.id }), 403);
    expectError(await api.decide(m().texc.auth, { applicationId: app.id }), 403);
    expect((await api.vote(m().trustee.auth, { applicationId: app.id, isApproved: true })).status).toBe(200);
    const before = await counts();
    const early = expectError(await api.decide(m().secretary.auth, { applicationId: app.id }), 409);
    expect(early.message).toContain("Projects trustee2 has not voted");
    expect(await counts()).toEqual(before);
    const open = await db().prisma.circulation.findUniqueOrThrow({ where: { applicationId: app.id } });
    expect(open.closedAt).toBeNull();

    expect((await api.vote(m().trustee2.auth, { applicationId: app.id, vote: "APPROVE" })).status).toBe(200);
    const since = await lastMailId();
    const reply = await api.decide(m().admin.auth, { applicationId: app.id, approve: "1" });
    expect(reply.status).toBe(200);
    expect(body(reply).tableProjectApplication?.state).toBe("TRUST_APPROVED");
    expect(body(reply).circulation).toMatchObject({ outcome: "APPROVED", ruleStatus: { status: "APPROVED" } });
    const closed = await db().prisma.circulation.findUniqueOrThrow({ where: { applicationId: app.id } });
    expect(closed.closedAt).not.toBeNull();
    expect(closed.outcome).toBe("APPROVED");
    expect((await auditOf(app.id)).at(-1)).toMatchObject({
      action: "approveByTrust",
      fromState: "IN_CIRCULATION",
      toState: "TRUST_APPROVED",
    });
    const mails = await mailsTo("pj-texc", since);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("Approved by the trust");

    // The circulation is over: no more votes, no second decision.
    const after = await counts();
    expectError(await api.vote(m().trustee.auth, { applicationId: app.id, vote: "APPROVE" }), 409);
    expectError(await api.decide(m().secretary.auth, { applicationId: app.id }), 409);
    expect(await counts()).toEqual(after);
  });

  it("an objection blocks the approval; the trust office rejects with the reason and the table hears it", async () => {
    const app = await fixture().applicationIn("IN_CIRCULATION", "Objected");
    await api.vote(m().trustee.auth, { applicationId: app.id, vote: "APPROVE" });
    await api.vote(m().trustee2.auth, { applicationId: app.id, vote: "OBJECT", remark: "The school is private." });
    const before = await counts();
    const blocked = expectError(await api.decide(m().secretary.auth, { applicationId: app.id }), 409);
    expect(blocked.message).toContain("Projects trustee2 objected");
    expectError(await api.decide(m().secretary.auth, { applicationId: app.id, approve: false }), 400, "remark");
    expectError(await api.decide(m().secretary.auth, { applicationId: app.id, approve: "maybe", remark: "x" }), 400, "approve");
    expect(await counts()).toEqual(before);

    const since = await lastMailId();
    const reply = await api.decide(m().secretary.auth, {
      applicationId: app.id,
      approve: false,
      remark: "A trustee objected: the school is private.",
    });
    expect(reply.status).toBe(200);
    expect(body(reply).tableProjectApplication?.state).toBe("REJECTED");
    const row = await db().prisma.circulation.findUniqueOrThrow({ where: { applicationId: app.id } });
    expect(row.outcome).toBe("REJECTED");
    expect((await auditOf(app.id)).at(-1)).toMatchObject({ action: "rejectByTrust", toState: "REJECTED" });
    const mails = await mailsTo("pj-texc", since);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Reason: A trustee objected: the school is private.");
  });

  it("MAJORITY: more than half approved and nobody objected", async () => {
    const app = await fixture().applicationIn("NATIONAL_RECOMMENDED", "Majority");
    process.env.TRUST_APPROVAL_RULE = "MAJORITY";
    try {
      expect((await api.circulateTable(m().secretary.auth, { applicationId: app.id })).status).toBe(200);
    } finally {
      delete process.env.TRUST_APPROVAL_RULE;
    }
    await api.vote(m().trustee.auth, { applicationId: app.id, vote: "APPROVE" });
    const early = expectError(await api.decide(m().secretary.auth, { applicationId: app.id }), 409);
    expect(early.message).toContain("1 of 2 approvals needed");
    await api.vote(trustee3.auth, { applicationId: app.id, vote: "APPROVE" });
    const reply = await api.decide(m().secretary.auth, { applicationId: app.id });
    expect(reply.status).toBe(200);
    expect(body(reply).tableProjectApplication?.state).toBe("TRUST_APPROVED");
    const place = await db().prisma.circulationTrustee.findFirstOrThrow({
      where: { circulation: { applicationId: app.id }, trusteeId: m().trustee2.id },
    });
    expect(place.vote).toBeNull();
  });

  it("the secretary approves as a special case, with the reason, whatever the votes", async () => {
    const app = await fixture().applicationIn("IN_CIRCULATION", "Special case");
    await api.vote(m().trustee.auth, { applicationId: app.id, vote: "OBJECT", remark: "Too costly" });
    const before = await counts();
    expectError(await api.special(undefined, { applicationId: app.id, remark: "x" }), 401);
    expectError(await api.special(m().admin.auth, { applicationId: app.id, remark: "x" }), 403);
    expectError(await api.special(m().trustee.auth, { applicationId: app.id, remark: "x" }), 403);
    expectError(await api.special(m().secretary.auth, { applicationId: app.id }), 400, "remark");
    expectError(await api.special(m().secretary.auth, { applicationId: 999999, remark: "x" }), 404);
    expect(await counts()).toEqual(before);

    const reply = await api.special(m().secretary.auth, {
      applicationId: app.id,
      remark: "Flood relief: the board decided by phone.",
    });
    expect(reply.status).toBe(200);
    expect(body(reply).tableProjectApplication?.state).toBe("TRUST_APPROVED");
    const row = await db().prisma.circulation.findUniqueOrThrow({ where: { applicationId: app.id } });
    expect(row).toMatchObject({ outcome: "SPECIAL_CASE", specialReason: "Flood relief: the board decided by phone." });
    expect((await auditOf(app.id)).at(-1)).toMatchObject({ action: "approveBySpecialCase", toState: "TRUST_APPROVED" });
    const after = await counts();
    expectError(await api.special(m().secretary.auth, { applicationId: app.id, remark: "again" }), 409);
    expect(await counts()).toEqual(after);
  });

  it("a special case or a decision needs an open circulation: an application in circulation without one is refused", async () => {
    const app = await fixture().applicationIn("IN_CIRCULATION", "No circulation row");
    await db().prisma.circulation.delete({ where: { applicationId: app.id } });
    const before = await counts();
    expectError(await api.special(m().secretary.auth, { applicationId: app.id, remark: "x" }), 409);
    expectError(await api.decide(m().secretary.auth, { applicationId: app.id }), 409);
    expectError(await api.vote(m().trustee.auth, { applicationId: app.id, vote: "APPROVE" }), 409);
    expect(await counts()).toEqual(before);
  });
});

describe("the grant approval", () => {
  const draftOf = (applicationId: number, extra: Record<string, unknown> = {}) => ({
    applicationId,
    sanctionedAmount: "10,00,000",
    donorName: "The Lakshmi Trust",
    conditions: "Use the grant for the classrooms only.",
    instalments: [
      { label: "First instalment", amount: "6,00,000", dueOn: "2026-04-01" },
      { label: "Final instalment", amount: 400000 },
    ],
    ...extra,
  });

  it("is drafted only by the trust office, only once the trust approved, with instalments that add up (400 naming the field)", async () => {
    const early = await fixture().applicationIn("IN_CIRCULATION", "Too early");
    const app = await fixture().applicationIn("TRUST_APPROVED", "Grant");
    const before = await counts();
    expectError(await api.draft(undefined, draftOf(app.id)), 401);
    for (const who of [m().trustee, m().npc, m().texc]) expectError(await api.draft(who.auth, draftOf(app.id)), 403);
    expectError(await api.draft(m().secretary.auth, draftOf(999999)), 404);
    expectError(await api.draft(m().secretary.auth, draftOf(early.id)), 409);
    const mismatch = expectError(
      await api.draft(m().secretary.auth, draftOf(app.id, { sanctionedAmount: 1100000 })),
      400,
      "instalments",
    );
    expect(mismatch.message).toContain("differ by ₹1,00,000");
    expectError(await api.draft(m().secretary.auth, draftOf(app.id, { sanctionedAmount: "ten lakh" })), 400, "sanctionedAmount");
    expectError(await api.draft(m().secretary.auth, draftOf(app.id, { sanctionedAmount: 0 })), 400, "sanctionedAmount");
    expectError(
      await api.draft(m().secretary.auth, draftOf(app.id, { instalments: [{ label: "All", amount: -1000000 }] })),
      400,
      "instalments.0.amount",
    );
    expectError(
      await api.draft(
        m().secretary.auth,
        draftOf(app.id, { instalments: [{ label: "All", amount: 1000000, dueOn: "01/04/2026" }] }),
      ),
      400,
      "instalments.0.dueOn",
    );
    // SPEC.md's earliest date: 1 January 1950.
    expectError(
      await api.draft(
        m().secretary.auth,
        draftOf(app.id, { instalments: [{ label: "All", amount: 1000000, dueOn: "1949-12-31" }] }),
      ),
      400,
      "instalments.0.dueOn",
    );
    expectError(await api.draft(m().secretary.auth, draftOf(app.id, { instalments: [] })), 400, "instalments");
    const thirteen = Array.from({ length: 13 }, (_, index) => ({
      label: `Part ${index + 1}`,
      amount: index === 0 ? 880000 : 10000,
    }));
    expectError(await api.draft(m().secretary.auth, draftOf(app.id, { instalments: thirteen })), 400, "instalments");
    expect(await counts()).toEqual(before);

    const reply = await api.draft(m().secretary.auth, draftOf(app.id));
    expect(reply.status).toBe(200);
    const grant = body(reply).grantApproval!;
    expect(grant.sanctioned).toEqual({ paise: 100_000_000, text: "₹10,00,000" });
    expect(grant.instalments).toEqual([
      { position: 1, label: "First instalment", amount: { paise: 60_000_000, text: "₹6,00,000" }, dueOn: "2026-04-01" },
      { position: 2, label: "Final instalment", amount: { paise: 40_000_000, text: "₹4,00,000" }, dueOn: null },
    ]);
    expect(grant.approved).toBe(false);
    expect(grant.balance).toEqual({ paise: 100_000_000, text: "₹10,00,000" });
    expect((await auditOf(app.id)).at(-1)).toMatchObject({ action: "grant.draft", amountPaise: 100_000_000n });

    // The draft is replaced, instalments and all.
    const replaced = await api.draft(
      m().admin.auth,
      draftOf(app.id, {
        sanctionedAmount: 900000.5,
        donorName: "",
        instalments: [{ label: "Whole grant", amount: "9,00,000.50" }],
      }),
    );
    expect(replaced.status).toBe(200);
    expect(body(replaced).grantApproval).toMatchObject({ sanctioned: { paise: 90_000_050 }, donorName: "" });
    expect(await db().prisma.grantApproval.count({ where: { applicationId: app.id } })).toBe(1);
    expect(await db().prisma.grantInstalment.count({ where: { grantApproval: { applicationId: app.id } } })).toBe(1);
  });

  it("with instalments that together pass the largest exact amount: 400 naming instalments, nothing written", async () => {
    const app = await fixture().applicationIn("TRUST_APPROVED", "Huge instalments");
    const before = await counts();
    // Each is ₹90 lakh crore (9 x 10^15 paise, within Number.MAX_SAFE_INTEGER); the two together are not.
    const huge = [
      { label: "A", amount: "90000000000000" },
      { label: "B", amount: "90000000000000" },
    ];
    const refused = expectError(
      await api.draft(m().secretary.auth, { applicationId: app.id, sanctionedAmount: "100", instalments: huge }),
      400,
      "instalments",
    );
    expect(refused.message).toContain("the sanctioned ₹100");
    expect(await counts()).toEqual(before);
  });

  it("getgrantapproval: anyone who may see the application; 404 for another table's member", async () => {
    const app = await fixture().applicationIn("IN_PROGRESS", "Paid in part");
    expectError(await api.grant(undefined, app.id), 401);
    expectError(await api.grant(m().member.auth, app.id), 403);
    expectError(await api.grant(m().tex.auth, app.id), 404);
    expectError(await api.grant(m().texc.auth, 999999), 404);
    for (const who of [m().texc, m().ac, m().trustee, m().npc]) {
      const reply = await api.grant(who.auth, app.id);
      expect(reply.status).toBe(200);
      expect(body(reply).grantApproval).toMatchObject({
        sanctioned: { paise: 100_000_000 },
        paid: { paise: 60_000_000 },
        balance: { paise: 40_000_000, text: "₹4,00,000" },
        approved: true,
      });
    }
    const none = await fixture().applicationIn("TRUST_APPROVED", "No grant yet");
    expect(body(await api.grant(m().texc.auth, none.id)).grantApproval).toBeNull();
  });

  it("is approved once, with the trust's stage complete (submitted with it); then it no longer changes", async () => {
    const app = await fixture().applicationIn("TRUST_APPROVED", "Approve grant");
    const before = await counts();
    expectError(await api.approveGrant(undefined, { applicationId: app.id }), 401);
    expectError(await api.approveGrant(m().trustee.auth, { applicationId: app.id }), 403);
    expectError(await api.approveGrant(m().secretary.auth, { applicationId: 999999 }), 404);
    const none = expectError(await api.approveGrant(m().secretary.auth, { applicationId: app.id }), 409);
    expect(none.message).toMatch(/draft it first/);
    expect(await counts()).toEqual(before);
    expect((await api.draft(m().secretary.auth, draftOf(app.id))).status).toBe(200);

    // The pack's trust stage asks for a required answer that is not given yet.
    const trustStageId = app.stageIds[3]!;
    const stage = await db().prisma.applicationStage.findUniqueOrThrow({ where: { id: trustStageId } });
    const element = await db().prisma.stageElement.findFirstOrThrow({ where: { stageId: stage.packStageId } });
    await db().prisma.stageElement.update({ where: { id: element.id }, data: { required: true } });
    try {
      const drafted = await counts();
      expectError(await api.approveGrant(m().secretary.auth, { applicationId: app.id }), 400, `element.${element.id}`);
      expect(await counts()).toEqual(drafted);
      await db().prisma.elementValue.create({
        data: { applicationStageId: trustStageId, elementId: element.id, value: "Minutes 12/2026" },
      });

      const reply = await api.approveGrant(m().secretary.auth, { applicationId: app.id });
      expect(reply.status).toBe(200);
      expect(body(reply).grantApproval).toMatchObject({ approved: true, letterUrl: null });
      const row = await db().prisma.grantApproval.findUniqueOrThrow({ where: { applicationId: app.id } });
      expect(row.approvedById).toBe(m().secretary.id);
      expect((await db().prisma.applicationStage.findUniqueOrThrow({ where: { id: trustStageId } })).state).toBe("SUBMITTED");
      expect((await auditOf(app.id)).at(-1)).toMatchObject({ action: "grant.approve", amountPaise: 100_000_000n });
      expect(await stateOf(app.id)).toBe("TRUST_APPROVED");
    } finally {
      await db().prisma.stageElement.update({ where: { id: element.id }, data: { required: false } });
    }
    const after = await counts();
    expectError(await api.approveGrant(m().secretary.auth, { applicationId: app.id }), 409);
    expectError(await api.draft(m().secretary.auth, draftOf(app.id)), 409);
    expect(await counts()).toEqual(after);
  });

  it("approves the draft as it was read: a draft replaced since is refused (409), and the audit records the amount approved", async () => {
    const app = await fixture().applicationIn("TRUST_APPROVED", "Approve what was read");
    const read = body(await api.draft(m().secretary.auth, draftOf(app.id))).grantApproval!;
    // Someone else replaces the draft (₹9,00,000) after the secretary read the ₹10,00,000 one.
    const nine = { sanctionedAmount: "9,00,000", instalments: [{ label: "Whole grant", amount: "9,00,000" }] };
    const replaced = body(await api.draft(m().admin.auth, draftOf(app.id, nine))).grantApproval!;
    expect(replaced.updatedAt).not.toBe(read.updatedAt);
    const before = await counts();
    const stale = expectError(
      await api.approveGrant(m().secretary.auth, { applicationId: app.id, updatedAt: read.updatedAt }),
      409,
      "updatedAt",
    );
    expect(stale.message).toMatch(/changed meanwhile/);
    expectError(await api.approveGrant(m().secretary.auth, { applicationId: app.id, updatedAt: "yesterday" }), 400, "updatedAt");
    expect(await counts()).toEqual(before);

    const reply = await api.approveGrant(m().secretary.auth, { applicationId: app.id, updatedAt: replaced.updatedAt });
    expect(body(reply).grantApproval).toMatchObject({ approved: true, sanctioned: { paise: 90_000_000 } });
    expect((await auditOf(app.id)).at(-1)).toMatchObject({ action: "grant.approve", amountPaise: 90_000_000n });
  });

  itOnPostgres("waits for a save of the draft under way, and approves and records what that save leaves", async () => {
    const prisma = db().prisma;
    const app = await fixture().applicationIn("TRUST_APPROVED", "Approve while replaced");
    expect((await api.draft(m().secretary.auth, draftOf(app.id))).status).toBe(200);
    const grant = await prisma.grantApproval.findUniqueOrThrow({ where: { applicationId: app.id } });
    // A save of the draft (its row locked, the amount and instalments replaced) still open when an
    // approval without updatedAt (a legacy caller) starts.
    let approving: ReturnType<typeof api.approveGrant> | undefined;
    await prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "GrantApproval" WHERE "id" = ${grant.id} FOR UPDATE`;
        await tx.grantApproval.update({ where: { id: grant.id }, data: { sanctionedPaise: 90_000_000n } });
        await tx.grantInstalment.deleteMany({ where: { grantApprovalId: grant.id } });
        await tx.grantInstalment.create({
          data: { grantApprovalId: grant.id, position: 1, label: "Whole grant", amountPaise: 90_000_000n },
        });
        approving = api.approveGrant(m().secretary.auth, { applicationId: app.id });
        await untilSettledOrWaiting(prisma, approving);
      },
      { timeout: 20_000 },
    );
    expect(body(await approving!).grantApproval).toMatchObject({ approved: true, sanctioned: { paise: 90_000_000 } });
    expect((await auditOf(app.id)).at(-1)).toMatchObject({ action: "grant.approve", amountPaise: 90_000_000n });
  });

  itOnPostgres("waits for a write to the trust's stage under way, and checks what it leaves", async () => {
    const prisma = db().prisma;
    const app = await fixture().applicationIn("TRUST_APPROVED", "Approve while written");
    expect((await api.draft(m().secretary.auth, draftOf(app.id))).status).toBe(200);
    const trustStageId = app.stageIds[3]!;
    const stage = await prisma.applicationStage.findUniqueOrThrow({ where: { id: trustStageId } });
    const element = await prisma.stageElement.findFirstOrThrow({ where: { stageId: stage.packStageId } });
    await prisma.stageElement.update({ where: { id: element.id }, data: { required: true } });
    try {
      await prisma.elementValue.create({
        data: { applicationStageId: trustStageId, elementId: element.id, value: "Minutes 12/2026" },
      });
      // A writer of the stage (as a save does: the stage's row locked, then its answer cleared)
      // still holds its transaction open when the approval starts.
      let approving: Promise<Awaited<ReturnType<typeof api.approveGrant>>> | undefined;
      await prisma.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT "id" FROM "ApplicationStage" WHERE "id" = ${trustStageId} FOR UPDATE`;
          await tx.elementValue.deleteMany({ where: { applicationStageId: trustStageId, elementId: element.id } });
          approving = api.approveGrant(m().secretary.auth, { applicationId: app.id });
          await new Promise((resolve) => setTimeout(resolve, 400));
        },
        { timeout: 10_000 },
      );
      // The approval checked the stage as the writer left it: the required answer is missing.
      expectError(await approving!, 400, `element.${element.id}`);
      expect((await prisma.applicationStage.findUniqueOrThrow({ where: { id: trustStageId } })).state).toBe("OPEN");
      expect((await prisma.grantApproval.findUniqueOrThrow({ where: { applicationId: app.id } })).approvedAt).toBeNull();
    } finally {
      await prisma.stageElement.update({ where: { id: element.id }, data: { required: false } });
    }
  });
});
