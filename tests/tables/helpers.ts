// A small federation for the tables tests: three areas (area 3 without tables), tables 1 and 2 in
// area 1, table 3 in area 2, circles 1 (area 1) and 2 (area 2), a member per role that matters,
// sessions, callers for every tables/circles/areas route, and a temp upload folder.
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "@/lib/auth/password";
import type { TRole } from "@/lib/auth/roles";
import type { TPrisma } from "@/lib/db/client";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { seedArea, seedCircle, seedMember, seedTable } from "@/lib/db/seed/seed-functions";
import { POST as searchPost } from "@/app/api/table/searchtable/route";
import { GET as allGet } from "@/app/api/table/getalltables/route";
import { GET as byAreaGet } from "@/app/api/table/gettablebyareano/[areaNo]/route";
import { GET as areaChairmanGet } from "@/app/api/table/getareawisechairmanbytableno/[tableNo]/route";
import { GET as detailsGet } from "@/app/api/table/gettabledetailsbytableno/[tableNo]/route";
import { GET as logoGet } from "@/app/api/table/gettablelogo/[tableNo]/route";
import { POST as updatePost } from "@/app/api/table/updatetable/route";
import { POST as logoPost } from "@/app/api/table/uploadtablelogo/route";
import { POST as dechartPost } from "@/app/api/table/dechartertable/route";
import { POST as postingsPost } from "@/app/api/table/savepostings/route";
import { POST as areaPostingsPost } from "@/app/api/table/saveareapostings/route";
import { POST as circlePostingsPost } from "@/app/api/circle/savepostings/route";
import { GET as circlesByAreaGet } from "@/app/api/circle/getcirclebyareano/[areaNo]/route";
import { GET as circleGet } from "@/app/api/circle/getcircledetailsbycircleno/[circleNo]/route";
import { GET as areaPostingsGet } from "@/app/api/table/getareapostings/[areaNo]/route";
import { GET as circlePostingsGet } from "@/app/api/circle/getcirclepostings/[circleNo]/route";
import { GET as areasGet } from "@/app/api/auth/getdistincttableareas/route";
import { GET as tablesWithUsersGet } from "@/app/api/auth/gettablebyareanousingappuser/[areaNo]/route";
import { GET as circlesWithUsersGet } from "@/app/api/auth/getcirclebyareanousingappuser/[areaNo]/route";
import { GET as unitMembersGet } from "@/app/api/auth/getappuserusingtableorcircleno/[no]/route";
import { GET as unitMembersTextGet } from "@/app/api/auth/getappuserusingtableorcirclenoandstring/[no]/[text]/route";
import { getRequest, jsonRequest, send, type TAuth, type TReply } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { authFor, uploadRequest, withParams, type TFilePart } from "../service-requests/helpers";

export { expectError, png, jpeg, filePart } from "../service-requests/helpers";
export type { TAuth, TReply };

const MEMBERS = {
  admin: { roles: ["Admin"] },
  nex: { roles: ["NEX"], tableNo: 1 },
  tex1: { roles: ["TEX"], tableNo: 1 },
  tex2: { roles: ["TEX"], tableNo: 2 },
  texc2: { roles: ["TEX-C"], tableNo: 2 },
  member1: { roles: ["User"], tableNo: 1 },
  member2: { roles: ["User"], tableNo: 2 },
  member3: { roles: ["User"], tableNo: 3 },
  cex1: { roles: ["CEX"], circleNo: 1 },
  lady1: { roles: ["User"], circleNo: 1 },
  ac: { roles: ["AC"], tableNo: 1 },
  secretary: { roles: ["RTIF-Secretary"] },
} as const satisfies Record<string, { roles: TRole[]; tableNo?: number; circleNo?: number }>;

export type TTablesWorld = {
  members: Record<keyof typeof MEMBERS, { id: number; auth: TAuth; roles: readonly TRole[] }>;
  uploadDir: string;
};

export const createTablesWorld = async (prisma: TPrisma): Promise<TTablesWorld> => {
  delete process.env.SMTP_URL;
  const uploadDir = await fsp.mkdtemp(path.join(os.tmpdir(), "tables-test-"));
  process.env.UPLOAD_DIR = uploadDir;
  process.env.STORAGE_DRIVER = "local";
  const south = await seedArea(prisma, 1, "Area 1 - South");
  const west = await seedArea(prisma, 2, "Area 2 - West");
  await seedArea(prisma, 3, "Area 3 - North");
  await seedTable(prisma, 1, "Madras Round Table 1", south.id);
  await seedTable(prisma, 2, "Bangalore Round Table 2", south.id);
  await seedTable(prisma, 3, "Bombay Round Table 3", west.id);
  await seedCircle(prisma, 1, "Madras Ladies Circle 1", south.id);
  await seedCircle(prisma, 2, "Bombay Ladies Circle 2", west.id);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const members = {} as TTablesWorld["members"];
  for (const [key, spec] of Object.entries(MEMBERS) as [keyof typeof MEMBERS, (typeof MEMBERS)[keyof typeof MEMBERS]][]) {
    const row = await seedMember(prisma, {
      userName: `tb-${key.toLowerCase()}`,
      password: DEMO_PASSWORD,
      passwordHash,
      fullName: `Tables ${key}`,
      roles: [...spec.roles],
      tableNo: "tableNo" in spec ? spec.tableNo : undefined,
      circleNo: "circleNo" in spec ? spec.circleNo : undefined,
    });
    members[key] = { id: row.id, roles: spec.roles, auth: await authFor(row.id, [...spec.roles]) };
  }
  return { members, uploadDir };
};

export const removeTablesWorld = async (world: TTablesWorld | undefined) => {
  if (world?.uploadDir) await fsp.rm(world.uploadDir, { recursive: true, force: true });
};

/**
 * The test file's database and a tables world made in it before the file's tests (and its upload
 * folder removed after them). `world` is filled in by then: read it inside tests and hooks only.
 */
export const setupTablesWorld = () => {
  const db = setupTestDb();
  const world = {} as TTablesWorld;
  beforeAll(async () => {
    Object.assign(world, await createTablesWorld(db().prisma));
  });
  afterAll(() => removeTablesWorld(world));
  return { db, world };
};

export const storedLogos = async (world: TTablesWorld) =>
  (await fsp.readdir(path.join(world.uploadDir, "logos")).catch(() => [] as string[])).filter((name) => !name.startsWith("."));

type TGetHandler = Parameters<typeof withParams>[0];
const get = (handler: TGetHandler, params: Record<string, string>, url: string, auth?: TAuth) =>
  send(withParams(handler, params), getRequest(url, auth));

export const tablesApi = {
  search: (auth: TAuth | undefined, body: unknown) => send(searchPost, jsonRequest("/api/table/searchtable", body, auth)),
  all: (auth?: TAuth) => send(allGet, getRequest("/api/table/getalltables", auth)),
  byArea: (auth: TAuth | undefined, areaNo: string | number) =>
    get(byAreaGet, { areaNo: String(areaNo) }, `/api/table/gettablebyareano/${areaNo}`, auth),
  areaChairman: (auth: TAuth | undefined, tableNo: string | number) =>
    get(areaChairmanGet, { tableNo: String(tableNo) }, `/api/table/getareawisechairmanbytableno/${tableNo}`, auth),
  details: (auth: TAuth | undefined, tableNo: string | number) =>
    get(detailsGet, { tableNo: String(tableNo) }, `/api/table/gettabledetailsbytableno/${tableNo}`, auth),
  /** The logo response itself (not JSON when it is the image). */
  logo: (auth: TAuth | undefined, tableNo: string | number) =>
    withParams(logoGet, { tableNo: String(tableNo) })(getRequest(`/api/table/gettablelogo/${tableNo}`, auth)),
  update: (auth: TAuth | undefined, body: unknown) => send(updatePost, jsonRequest("/api/table/updatetable", body, auth)),
  uploadLogo: (auth: TAuth | undefined, fields: Record<string, string>, files: TFilePart[]) =>
    send(logoPost, uploadRequest("/api/table/uploadtablelogo", undefined, files, auth, fields)),
  dechart: (auth: TAuth | undefined, body: unknown) => send(dechartPost, jsonRequest("/api/table/dechartertable", body, auth)),
  savePostings: (auth: TAuth | undefined, body: unknown) =>
    send(postingsPost, jsonRequest("/api/table/savepostings", body, auth)),
  saveAreaPostings: (auth: TAuth | undefined, body: unknown) =>
    send(areaPostingsPost, jsonRequest("/api/table/saveareapostings", body, auth)),
  saveCirclePostings: (auth: TAuth | undefined, body: unknown) =>
    send(circlePostingsPost, jsonRequest("/api/circle/savepostings", body, auth)),
  circlesByArea: (auth: TAuth | undefined, areaNo: string | number) =>
    get(circlesByAreaGet, { areaNo: String(areaNo) }, `/api/circle/getcirclebyareano/${areaNo}`, auth),
  circle: (auth: TAuth | undefined, circleNo: string | number) =>
    get(circleGet, { circleNo: String(circleNo) }, `/api/circle/getcircledetailsbycircleno/${circleNo}`, auth),
  /** `year` as sent (a string tests bad input); none asks for this federation year. */
  areaPostings: (auth: TAuth | undefined, areaNo: string | number, year?: string | number) =>
    get(
      areaPostingsGet,
      { areaNo: String(areaNo) },
      `/api/table/getareapostings/${areaNo}${year === undefined ? "" : `?year=${year}`}`,
      auth,
    ),
  circlePostings: (auth: TAuth | undefined, circleNo: string | number, year?: string | number) =>
    get(
      circlePostingsGet,
      { circleNo: String(circleNo) },
      `/api/circle/getcirclepostings/${circleNo}${year === undefined ? "" : `?year=${year}`}`,
      auth,
    ),
  areas: (auth?: TAuth) => send(areasGet, getRequest("/api/auth/getdistincttableareas", auth)),
  tablesWithUsers: (auth: TAuth | undefined, areaNo: string | number) =>
    get(tablesWithUsersGet, { areaNo: String(areaNo) }, `/api/auth/gettablebyareanousingappuser/${areaNo}`, auth),
  circlesWithUsers: (auth: TAuth | undefined, areaNo: string | number) =>
    get(circlesWithUsersGet, { areaNo: String(areaNo) }, `/api/auth/getcirclebyareanousingappuser/${areaNo}`, auth),
  unitMembers: (auth: TAuth | undefined, no: string | number) =>
    get(unitMembersGet, { no: String(no) }, `/api/auth/getappuserusingtableorcircleno/${no}`, auth),
  unitMembersText: (auth: TAuth | undefined, no: string | number, text: string) =>
    get(
      unitMembersTextGet,
      { no: String(no), text },
      `/api/auth/getappuserusingtableorcirclenoandstring/${no}/${encodeURIComponent(text)}`,
      auth,
    ),
};

export type TTableItem = { tableNo: number; tableName: string; areaNo: number; isDecharted: boolean; logoUrl: string | null };
export const tableNos = (reply: TReply) => (reply.body as TTableItem[]).map((table) => table.tableNo);

/** Everything a table write may leave behind; compare before and after a refused write. */
export const tableFootprint = async (prisma: TPrisma, world: TTablesWorld) => ({
  tables: await prisma.table.findMany({ orderBy: { id: "asc" }, omit: { updatedAt: true } }),
  postings: await prisma.posting.findMany({ orderBy: { id: "asc" } }),
  roles: await prisma.memberRole.count(),
  changes: await prisma.adminChange.count(),
  logos: (await storedLogos(world)).sort(),
});

/** A valid updatetable body for `tableNo`. */
export const tableDetails = (tableNo: number, name: string, extra: Record<string, unknown> = {}) => ({
  tableNo,
  name,
  city: "Chennai",
  charterDate: "1962-08-15",
  meetingPlace: "Hotel Savera, Mylapore, 2nd and 4th Thursday",
  bankAccountName: `Round Table ${tableNo} Charity Account`,
  bankAccountNo: "001234567890",
  bankIfsc: "SBIN0001234",
  bankName: "State Bank of India",
  bankBranch: "Mylapore",
  ...extra,
});
