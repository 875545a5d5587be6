// A small project-grants world: two areas with a table and a circle each, a member per role
// that matters, sessions, callers for the pack builder's routes, and a temp upload folder.
import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "@/lib/auth/password";
import type { TRole } from "@/lib/auth/roles";
import type { TPrisma } from "@/lib/db/client";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { seedProjectPack, type TSeedPack } from "@/lib/db/seed/demo-project-packs";
import { seedArea, seedCircle, seedMember, seedTable } from "@/lib/db/seed/seed-functions";
import { GET as packsGet } from "@/app/api/projects/getprojectpacks/route";
import { GET as packGet } from "@/app/api/projects/getprojectpackbyid/[id]/route";
import { GET as duplicateGet } from "@/app/api/projects/duplicatepack/[a]/[b]/route";
import { GET as stagesGet } from "@/app/api/projects/getpackstagesforprojectid/[id]/route";
import { GET as elementsGet } from "@/app/api/projects/getstageelementsforstageid/[id]/route";
import { GET as childrenGet } from "@/app/api/projects/getstageelementsforparent/[a]/[b]/route";
import { GET as subtreeGet } from "@/app/api/projects/getchildrenforaseparent/[a]/[b]/route";
import { GET as forMemberGet } from "@/app/api/projects/getprojectpacksformember/route";
import { POST as savePackPost } from "@/app/api/projects/updateorcreateprojectpack/route";
import { POST as saveStagePost } from "@/app/api/projects/updateorcreatepackstage/route";
import { POST as saveElementPost } from "@/app/api/projects/updateorcreatestageelement/route";
import { DELETE as deleteElementDelete } from "@/app/api/projects/deletestageelement/[id]/route";
import { POST as templatePost } from "@/app/api/projects/uploadtemplatefile/route";
import { POST as mappingPost } from "@/app/api/projects/saveapprovalelementsmapping/route";
import { POST as pomUploadPost } from "@/app/api/projects/uploadpomdocument/route";
import { POST as pomDeletePost } from "@/app/api/projects/deletepomdocument/route";
import { GET as storageGet } from "@/app/api/storage/[folder]/[name]/route";
import { getRequest, jsonRequest, send, type TAuth } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { authFor, filePart, uploadRequest, withParams, type TFilePart } from "../service-requests/helpers";

export { expectError } from "../service-requests/helpers";

const P = "/api/projects";

const MEMBERS = {
  admin: { roles: ["Admin"] },
  nex: { roles: ["NEX"], tableNo: 1 },
  adminPom: { roles: ["Admin-Pom"] },
  npc: { roles: ["NPC"] },
  texc: { roles: ["TEX-C"], tableNo: 2 },
  tex: { roles: ["TEX"], tableNo: 1 },
  cex: { roles: ["CEX"], circleNo: 1 },
  ac: { roles: ["AC"], tableNo: 1 },
  member: { roles: ["User"], tableNo: 2 },
  trustee: { roles: ["RTIF-Trustee"] },
  trustee2: { roles: ["RTIF-Trustee"] },
  secretary: { roles: ["RTIF-Secretary"] },
} as const satisfies Record<string, { roles: TRole[]; tableNo?: number; circleNo?: number }>;

export type TProjectsWorld = {
  members: Record<keyof typeof MEMBERS, { id: number; auth: TAuth; roles: readonly TRole[] }>;
  uploadDir: string;
};

export const createProjectsWorld = async (prisma: TPrisma): Promise<TProjectsWorld> => {
  delete process.env.SMTP_URL;
  const uploadDir = await fsp.mkdtemp(path.join(os.tmpdir(), "projects-test-"));
  process.env.UPLOAD_DIR = uploadDir;
  process.env.STORAGE_DRIVER = "local";
  const south = await seedArea(prisma, 1, "Area 1");
  const west = await seedArea(prisma, 2, "Area 2");
  await seedTable(prisma, 1, "Table 1", south.id);
  await seedTable(prisma, 2, "Table 2", south.id);
  await seedTable(prisma, 3, "Table 3", west.id);
  await seedCircle(prisma, 1, "Circle 1", south.id);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const members = {} as TProjectsWorld["members"];
  for (const [key, spec] of Object.entries(MEMBERS) as [keyof typeof MEMBERS, (typeof MEMBERS)[keyof typeof MEMBERS]][]) {
    const row = await seedMember(prisma, {
      userName: `pj-${key.toLowerCase()}`,
      password: DEMO_PASSWORD,
      passwordHash,
      fullName: `Projects ${key}`,
      roles: [...spec.roles],
      tableNo: "tableNo" in spec ? spec.tableNo : undefined,
      circleNo: "circleNo" in spec ? spec.circleNo : undefined,
    });
    members[key] = { id: row.id, roles: spec.roles, auth: await authFor(row.id, [...spec.roles]) };
  }
  await prisma.area.update({ where: { id: south.id }, data: { chairmanId: members.ac.id } });
  return { members, uploadDir };
};

export const removeProjectsWorld = async (world: TProjectsWorld | undefined) => {
  if (world?.uploadDir) await fsp.rm(world.uploadDir, { recursive: true, force: true });
};

/**
 * The test file's database and a projects world made in it before the file's tests (and its upload
 * folder removed after them). `world` is filled in by then: read it inside tests and hooks only.
 */
export const setupProjectsWorld = () => {
  const db = setupTestDb();
  const world = {} as TProjectsWorld;
  beforeAll(async () => {
    Object.assign(world, await createProjectsWorld(db().prisma));
  });
  afterAll(async () => removeProjectsWorld(world));
  return { db, world };
};

/** A table pack of 2025-26, active, with the stages given, for seedProjectPack. */
export const testTablePack = (name: string, stages: TSeedPack["stages"]): TSeedPack => ({
  name,
  year: 202526,
  description: "For the tests",
  kind: "TABLE",
  isActive: true,
  stages,
});

/** The table's application stage most tests use: one required answer and the chairman's signature. */
export const SIGNED_APPLICATION_STAGE: TSeedPack["stages"][number] = {
  name: "Application",
  filledBy: "TABLE",
  elements: [
    { kind: "SHORT_TEXT", label: "Need", required: true, config: {} },
    { kind: "OTP_SIGNATURE", label: "Chairman", required: true, config: { signer: "TABLE_CHAIRMAN" } },
  ],
};

/** The area chairman's stage: their signature only. */
export const AREA_SIGNATURE_STAGE: TSeedPack["stages"][number] = {
  name: "Area recommendation",
  filledBy: "AREA_CHAIRMAN",
  elements: [{ kind: "OTP_SIGNATURE", label: "Area chairman", required: true, config: { signer: "AREA_CHAIRMAN" } }],
};

/** An active table pack of 2025-26 with the stages given; its id. */
export const seedTablePack = (prisma: TPrisma, name: string, stages: TSeedPack["stages"]) =>
  seedProjectPack(prisma, { name, year: 202526, description: "", kind: "TABLE", isActive: true, stages });

/** An active table pack of 2025-26 with one stage the table fills (one required answer, nothing to sign). */
export const seedOneStagePack = (prisma: TPrisma, name: string) =>
  seedTablePack(prisma, name, [
    { name: "Application", filledBy: "TABLE", elements: [{ kind: "SHORT_TEXT", label: "Need", required: true, config: {} }] },
  ]);

export const storedTemplates = async (world: TProjectsWorld) =>
  (await fsp.readdir(path.join(world.uploadDir, "pomdocuments")).catch(() => [] as string[])).filter(
    (name) => !name.startsWith("."),
  );

const id = (value: number | string) => String(value);

export const projectsApi = {
  packs: (auth?: TAuth) => send(packsGet, getRequest(`${P}/getprojectpacks`, auth)),
  pack: (auth: TAuth | undefined, packId: number | string) =>
    send(withParams(packGet, { id: id(packId) }), getRequest(`${P}/getprojectpackbyid/${packId}`, auth)),
  duplicate: (auth: TAuth | undefined, packId: number | string, year: number | string) =>
    send(withParams(duplicateGet, { a: id(packId), b: id(year) }), getRequest(`${P}/duplicatepack/${packId}/${year}`, auth)),
  stages: (auth: TAuth | undefined, packId: number | string) =>
    send(withParams(stagesGet, { id: id(packId) }), getRequest(`${P}/getpackstagesforprojectid/${packId}`, auth)),
  elements: (auth: TAuth | undefined, stageId: number | string) =>
    send(withParams(elementsGet, { id: id(stageId) }), getRequest(`${P}/getstageelementsforstageid/${stageId}`, auth)),
  children: (auth: TAuth | undefined, stageId: number, parentId: number) =>
    send(
      withParams(childrenGet, { a: id(stageId), b: id(parentId) }),
      getRequest(`${P}/getstageelementsforparent/${stageId}/${parentId}`, auth),
    ),
  subtree: (auth: TAuth | undefined, stageId: number, parentId: number) =>
    send(
      withParams(subtreeGet, { a: id(stageId), b: id(parentId) }),
      getRequest(`${P}/getchildrenforaseparent/${stageId}/${parentId}`, auth),
    ),
  forMember: (auth?: TAuth) => send(forMemberGet, getRequest(`${P}/getprojectpacksformember`, auth)),
  savePack: (auth: TAuth | undefined, body: unknown) =>
    send(savePackPost, jsonRequest(`${P}/updateorcreateprojectpack`, body, auth)),
  saveStage: (auth: TAuth | undefined, body: unknown) =>
    send(saveStagePost, jsonRequest(`${P}/updateorcreatepackstage`, body, auth)),
  saveElement: (auth: TAuth | undefined, body: unknown) =>
    send(saveElementPost, jsonRequest(`${P}/updateorcreatestageelement`, body, auth)),
  deleteElement: (auth: TAuth | undefined, elementId: number | string) =>
    send(
      withParams(deleteElementDelete, { id: id(elementId) }),
      new Request(`http://localhost${P}/deletestageelement/${elementId}`, {
        method: "DELETE",
        headers: auth?.cookie ? { cookie: auth.cookie } : {},
      }),
    ),
  template: (auth: TAuth | undefined, json: unknown, files: TFilePart[]) =>
    send(templatePost, uploadRequest(`${P}/uploadtemplatefile`, json, files, auth)),
  saveMappings: (auth: TAuth | undefined, body: unknown) =>
    send(mappingPost, jsonRequest(`${P}/saveapprovalelementsmapping`, body, auth)),
  uploadPom: (auth: TAuth | undefined, json: unknown, files: TFilePart[]) =>
    send(pomUploadPost, uploadRequest(`${P}/uploadpomdocument`, json, files, auth)),
  deletePom: (auth: TAuth | undefined, sedid: number) =>
    send(pomDeletePost, jsonRequest(`${P}/deletepomdocument`, { sedid }, auth)),
  /** Status code of GET /api/storage/pomdocuments/{name}. */
  document: async (auth: TAuth | undefined, name: string) => {
    const res = await withParams(storageGet, { folder: "pomdocuments", name })(
      getRequest(`/api/storage/pomdocuments/${name}`, auth),
    );
    await res.arrayBuffer();
    return res.status;
  },
};

/** A PDF reference document for uploadpomdocument (random bytes: no two files are the same). */
export const pdfDocument = () =>
  filePart("elementDocument", Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(256)]), "d.pdf", "application/pdf");

/** A pack of 2025-26 (inactive, so its structure may change) with one stage and a FILE element. */
export const packWithElement = async (auth: TAuth, name: string) => {
  const pack = (await projectsApi.savePack(auth, { name, year: 202526, kind: "TABLE", description: "" })).body as {
    projectPack: { id: number };
  };
  const stage = (await projectsApi.saveStage(auth, { packId: pack.projectPack.id, name: "Application", filledBy: "TABLE" }))
    .body as { packStage: { id: number } };
  const element = (
    await projectsApi.saveElement(auth, {
      stageId: stage.packStage.id,
      kind: "FILE",
      label: "Plan",
      required: false,
      config: { fileTypes: ["pdf"] },
    })
  ).body as { stageElement: { id: number } };
  return { packId: pack.projectPack.id, stageId: stage.packStage.id, elementId: element.stageElement.id };
};

/** An application row that uses the pack (the application calls come with the next step). */
export const seedApplicationOf = async (prisma: TPrisma, packId: number, createdById: number, number = 1) =>
  prisma.projectApplication.create({
    data: {
      applicationNo: `TPA-202526-${String(number).padStart(4, "0")}`,
      year: 202526,
      packId,
      tableNo: 2,
      areaNo: 1,
      title: "Test",
      createdById,
    },
  });
