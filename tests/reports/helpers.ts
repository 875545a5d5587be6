// A small federation for the report tests (issue 14): areas 1 and 2 (and an empty area 3), tables
// 1 and 2 in area 1 and 3 in area 2, table 4 of area 1 de-chartered in 2020, circles 1 (area 1)
// and 2 (area 2); postings of this federation year and two years back; national postings; grant
// applications of this year with sanctions and payments; sessions for every role that matters.
import { hashPassword } from "@/lib/auth/password";
import type { TRole } from "@/lib/auth/roles";
import { toDbRole } from "@/lib/auth/roles";
import type { TPrisma } from "@/lib/db/client";
import { seedArea, seedCircle, seedMember, seedPosting, seedTable } from "@/lib/db/seed/seed-functions";
import { federationYearOf } from "@/lib/members/postings";
import { GET as directoryGet } from "@/app/api/reports/id/[areano]/[year]/route";
import { GET as strengthGet } from "@/app/api/reports/strength/route";
import { POST as mailingListPost } from "@/app/api/reports/mailinglist/route";
import { POST as mailingListForAreaPost } from "@/app/api/reports/mailinglistforarea/route";
import { POST as minutesPost } from "@/app/api/reports/minutesreport/route";
import { POST as areaMinutesPost } from "@/app/api/reports/areaminutesreport/route";
import { GET as convenorsGet } from "@/app/api/reports/getnationalconvenors/[year]/route";
import { GET as convenorshipsGet } from "@/app/api/reports/getminutesconvenorships/route";
import { GET as tableReportGet } from "@/app/api/reports/gettablereportbyyeararea/[year]/[area]/route";
import { formRequest, getRequest, jsonRequest, send, type TAuth, type TReply } from "../auth/helpers";
import { authFor, withParams } from "../service-requests/helpers";

export { expectError } from "../service-requests/helpers";
export type { TAuth, TReply };

/** This federation year (Posting.year), its six-digit code and two years back. */
export const Y = federationYearOf(new Date());
export const code = (start: number) => start * 100 + ((start + 1) % 100);
export const THIS = String(code(Y));
export const PAST = Y - 2;

/** A name that needs CSV quoting, and one that a spreadsheet would take as a formula. */
export const QUOTED_NAME = 'Rao, "Ravi" Krishnan';
export const FORMULA_NAME = '=HYPERLINK("http://evil.example","x")';

const MEMBERS = {
  admin: { roles: ["Admin"] },
  nex: { roles: ["NEX"], tableNo: 3 },
  adminMembers: { roles: ["Admin-Members"] },
  secretary: { roles: ["RTIF-Secretary"] },
  npc: { roles: ["NPC"], tableNo: 2 },
  ac1: { roles: ["AC"], tableNo: 1 },
  ac2: { roles: ["AC"], tableNo: 3 },
  oldAc: { roles: ["AC"], tableNo: 2 },
  texc1: { roles: ["TEX-C"], tableNo: 1, fullName: QUOTED_NAME, phoneNumber: "+91 98400 12345" },
  texs1: { roles: ["TEX-S"], tableNo: 1, fullName: FORMULA_NAME },
  tex1: { roles: ["TEX"], tableNo: 1 },
  tex3: { roles: ["TEX"], tableNo: 3 },
  cex1: { roles: ["CEX"], circleNo: 1 },
  lady1: { roles: ["User"], circleNo: 1 },
  member1: { roles: ["User"], tableNo: 1 },
  member2: { roles: ["User"], tableNo: 2 },
  pending1: { roles: ["User"], tableNo: 1, isApproved: false },
  closed2: { roles: ["TEX-S"], tableNo: 2, isActive: false },
} as const satisfies Record<
  string,
  {
    roles: TRole[];
    tableNo?: number;
    circleNo?: number;
    fullName?: string;
    phoneNumber?: string;
    isApproved?: boolean;
    isActive?: boolean;
  }
>;

export type TReportsWorld = { members: Record<keyof typeof MEMBERS, { id: number; auth: TAuth; name: string }> };

export const createReportsWorld = async (prisma: TPrisma): Promise<TReportsWorld> => {
  delete process.env.SMTP_URL;
  const south = await seedArea(prisma, 1, "Area 1 - South");
  const west = await seedArea(prisma, 2, "Area 2 - West");
  await seedArea(prisma, 3, "Area 3 - North");
  await seedTable(prisma, 1, "Madras Round Table 1", south.id);
  await seedTable(prisma, 2, "Bangalore Round Table 2", south.id);
  await seedTable(prisma, 3, "Bombay Round Table 3", west.id);
  await seedTable(prisma, 4, "Old Round Table 4", south.id);
  await prisma.table.update({ where: { tableNo: 4 }, data: { isDecharted: true, dechartedOn: new Date("2020-03-31") } });
  await prisma.table.update({ where: { tableNo: 1 }, data: { city: "Chennai", charteredOn: new Date("1962-08-15") } });
  await seedCircle(prisma, 1, "Madras Ladies Circle 1", south.id);
  await seedCircle(prisma, 2, "Bombay Ladies Circle 2", west.id);
  const passwordHash = await hashPassword("Reports@12345");
  const members = {} as TReportsWorld["members"];
  for (const [key, spec] of Object.entries(MEMBERS) as [keyof typeof MEMBERS, (typeof MEMBERS)[keyof typeof MEMBERS]][]) {
    const name = "fullName" in spec ? spec.fullName : `Reports ${key}`;
    const row = await seedMember(prisma, {
      userName: `rp-${key.toLowerCase()}`,
      password: "unused",
      passwordHash,
      fullName: name,
      roles: [...spec.roles],
      tableNo: "tableNo" in spec ? spec.tableNo : undefined,
      circleNo: "circleNo" in spec ? spec.circleNo : undefined,
      phoneNumber: "phoneNumber" in spec ? spec.phoneNumber : undefined,
      isApproved: "isApproved" in spec ? spec.isApproved : undefined,
      isActive: "isActive" in spec ? spec.isActive : undefined,
    });
    members[key] = { id: row.id, name, auth: await authFor(row.id, [...spec.roles]) };
  }
  const m = members;
  const post = (memberId: number, unitKind: "TABLE" | "CIRCLE" | "AREA", unitNo: number, role: TRole, year = Y) =>
    seedPosting(prisma, { memberId, unitKind, unitNo, role, year });
  await post(m.ac1.id, "AREA", 1, "AC");
  await post(m.ac2.id, "AREA", 2, "AC");
  await post(m.oldAc.id, "AREA", 1, "AC", PAST);
  await post(m.texc1.id, "TABLE", 1, "TEX-C");
  await post(m.texs1.id, "TABLE", 1, "TEX-S");
  await post(m.tex1.id, "TABLE", 1, "TEX");
  await post(m.tex1.id, "TABLE", 1, "ATEX");
  await post(m.tex3.id, "TABLE", 3, "TEX");
  await post(m.cex1.id, "CIRCLE", 1, "CEX");
  await post(m.closed2.id, "TABLE", 2, "TEX-S");
  await post(m.member2.id, "TABLE", 2, "TEX-C", PAST);
  const national = (memberId: number, role: TRole, year = Y) =>
    prisma.posting.create({ data: { memberId, unitKind: "NATIONAL", unitNo: null, role: toDbRole(role), year } });
  await national(m.nex.id, "NEX");
  await national(m.npc.id, "NPC");
  await national(m.admin.id, "NEX", PAST);

  // Grant applications of this year (and one of last year, which no report of this year counts).
  const pack = await prisma.projectPack.create({ data: { name: "Reports pack", year: code(Y), kind: "BOTH" } });
  let n = 0;
  const application = async (
    unit: { tableNo?: number; circleNo?: number; areaNo: number },
    state: string,
    grant?: { sanctioned: bigint; paid: bigint },
    year = code(Y),
  ) => {
    n += 1;
    const row = await prisma.projectApplication.create({
      data: {
        applicationNo: `TPA-${year}-${String(n).padStart(4, "0")}`,
        year,
        packId: pack.id,
        tableNo: unit.tableNo ?? null,
        circleNo: unit.circleNo ?? null,
        areaNo: unit.areaNo,
        title: `Project ${n}`,
        state: state as never,
        createdById: m.tex1.id,
      },
    });
    if (grant) {
      await prisma.grantApproval.create({
        data: {
          applicationId: row.id,
          sanctionedPaise: grant.sanctioned,
          paidPaise: grant.paid,
          createdById: m.secretary.id,
          approvedById: m.secretary.id,
          approvedAt: new Date(),
        },
      });
      if (grant.paid > 0n)
        await prisma.projectPayment.create({
          data: {
            applicationId: row.id,
            kind: "INTERIM",
            amountPaise: grant.paid,
            paidOn: new Date(Date.UTC(Y, 7, 15)),
            reference: `REP-${row.id}`,
            paidBy: "RTIF",
            recordedById: m.secretary.id,
          },
        });
    }
    return row;
  };
  await application({ tableNo: 1, areaNo: 1 }, "SANCTIONED", { sanctioned: 100_000_000n, paid: 60_000_000n });
  await application({ tableNo: 1, areaNo: 1 }, "DRAFT");
  await application({ tableNo: 2, areaNo: 1 }, "COMPLETED", { sanctioned: 25_000_050n, paid: 25_000_050n });
  await application({ tableNo: 3, areaNo: 2 }, "SUBMITTED");
  await application({ circleNo: 1, areaNo: 1 }, "REJECTED");
  await application({ tableNo: 1, areaNo: 1 }, "COMPLETED", { sanctioned: 1_000_000n, paid: 1_000_000n }, code(Y - 1));
  return { members };
};

type THandler = Parameters<typeof withParams>[0];
const get = (handler: THandler, params: Record<string, string>, url: string, auth?: TAuth) =>
  send(withParams(handler, params), getRequest(url, auth));
const q = (format?: string) => (format ? `?format=${format}` : "");

/** A CSV reply, read as text (send() would parse JSON). */
export const raw = async (response: Promise<Response>) => {
  const res = await response;
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString("utf8") };
};

export const reportsApi = {
  directory: (auth: TAuth | undefined, areano: string | number, year: string) =>
    get(directoryGet, { areano: String(areano), year }, `/api/reports/id/${areano}/${year}`, auth),
  directoryCsv: (auth: TAuth, areano: number, year: string) =>
    raw(
      withParams(directoryGet, { areano: String(areano), year })(
        getRequest(`/api/reports/id/${areano}/${year}?format=csv`, auth),
      ),
    ),
  strength: (auth?: TAuth, format?: string) => send(strengthGet, getRequest(`/api/reports/strength${q(format)}`, auth)),
  strengthCsv: (auth: TAuth) => raw(strengthGet(getRequest("/api/reports/strength?format=csv", auth))),
  mailingList: (auth: TAuth | undefined, body: unknown) =>
    send(mailingListPost, jsonRequest("/api/reports/mailinglist", body, auth)),
  mailingListCsv: (auth: TAuth, body: unknown) =>
    raw(mailingListPost(jsonRequest("/api/reports/mailinglist?format=csv", body, auth))),
  mailingListForArea: (auth: TAuth | undefined, body: unknown) =>
    send(mailingListForAreaPost, jsonRequest("/api/reports/mailinglistforarea", body, auth)),
  mailingListForAreaForm: (auth: TAuth | undefined, fields: Record<string, string>) =>
    send(mailingListForAreaPost, formRequest("/api/reports/mailinglistforarea", fields, auth)),
  minutes: (auth: TAuth | undefined, body: unknown, format?: string) =>
    send(minutesPost, jsonRequest(`/api/reports/minutesreport${q(format)}`, body, auth)),
  areaMinutes: (auth: TAuth | undefined, body: unknown) =>
    send(areaMinutesPost, jsonRequest("/api/reports/areaminutesreport", body, auth)),
  convenors: (auth: TAuth | undefined, year: string) =>
    get(convenorsGet, { year }, `/api/reports/getnationalconvenors/${year}`, auth),
  convenorsCsv: (auth: TAuth, year: string) =>
    raw(withParams(convenorsGet, { year })(getRequest(`/api/reports/getnationalconvenors/${year}?format=csv`, auth))),
  convenorships: (auth: TAuth | undefined, query = "") =>
    send(convenorshipsGet, getRequest(`/api/reports/getminutesconvenorships${query}`, auth)),
  convenorshipsCsv: (auth: TAuth) => raw(convenorshipsGet(getRequest("/api/reports/getminutesconvenorships?format=csv", auth))),
  tableReport: (auth: TAuth | undefined, year: string, area: string | number) =>
    get(tableReportGet, { year, area: String(area) }, `/api/reports/gettablereportbyyeararea/${year}/${area}`, auth),
  tableReportCsv: (auth: TAuth, year: string, area: number) =>
    raw(
      withParams(tableReportGet, { year, area: String(area) })(
        getRequest(`/api/reports/gettablereportbyyeararea/${year}/${area}?format=csv`, auth),
      ),
    ),
};

/** Every call once, with valid arguments, for the refusal tests. */
export const everyCall = (auth: TAuth | undefined): [string, () => Promise<TReply>][] => [
  ["id", () => reportsApi.directory(auth, 1, THIS)],
  ["strength", () => reportsApi.strength(auth)],
  ["mailinglist", () => reportsApi.mailingList(auth, { year: THIS, tables: [1] })],
  ["mailinglistforarea", () => reportsApi.mailingListForArea(auth, { year: THIS, areas: [1] })],
  ["minutesreport", () => reportsApi.minutes(auth, { year: THIS, table: 1 })],
  ["areaminutesreport", () => reportsApi.areaMinutes(auth, { year: THIS, areano: 1 })],
  ["getnationalconvenors", () => reportsApi.convenors(auth, THIS)],
  ["getminutesconvenorships", () => reportsApi.convenorships(auth)],
  ["gettablereportbyyeararea", () => reportsApi.tableReport(auth, THIS, 1)],
];

/** Parses a CSV body the simple way the tests need (quoted fields with "" and commas; CRLF records). */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else cell += ch;
  }
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
};
