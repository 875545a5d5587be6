// getdataanalysysbyyear/{year}: a year's applications by state, and by area the applications, the
// sanctioned amount (approved grants only) and the amount paid, exact in paise.
import { GET as analysisGet } from "@/app/api/projects/getdataanalysysbyyear/[year]/route";
import { getRequest, send, type TAuth } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { withParams } from "../service-requests/helpers";
import { grantApplicationIn, seedGrantPack } from "./grant-fixture";
import { createProjectsWorld, expectError, removeProjectsWorld, type TProjectsWorld } from "./helpers";

const db = setupTestDb();
let world: TProjectsWorld;
beforeAll(async () => {
  world = await createProjectsWorld(db().prisma);
});
afterAll(async () => removeProjectsWorld(world));

const analysis = (auth: TAuth | undefined, year: string) =>
  send(withParams(analysisGet, { year }), getRequest(`/api/projects/getdataanalysysbyyear/${year}`, auth));

type TAnalysis = {
  applications: number;
  completed: number;
  sanctioned: { paise: number; text: string };
  paid: { paise: number; text: string };
  byState: { state: string; count: number }[];
  byArea: { areaNo: number; areaName: string; applications: number; sanctioned: { paise: number }; paid: { paise: number } }[];
};

it("sums a year's grants by state and by area, for the national team and the trust only", async () => {
  const packId = await seedGrantPack(db().prisma);
  await grantApplicationIn(db().prisma, world, packId, "SANCTIONED");
  await grantApplicationIn(db().prisma, world, packId, "IN_PROGRESS");
  await grantApplicationIn(db().prisma, world, packId, "IN_CIRCULATION");

  expectError(await analysis(undefined, "202526"), 401);
  expectError(await analysis(world.members.texc.auth, "202526"), 403);
  expectError(await analysis(world.members.npc.auth, "2025"), 400, "params.year");

  const reply = await analysis(world.members.secretary.auth, "202526");
  expect(reply.status).toBe(200);
  const data = (reply.body as { dataAnalysis: TAnalysis }).dataAnalysis;
  expect(data.applications).toBe(3);
  expect(data.sanctioned).toEqual({ paise: 200_000_000, text: "₹20,00,000" });
  expect(data.paid).toEqual({ paise: 60_000_000, text: "₹6,00,000" });
  expect(data.byState.filter((row) => row.count > 0)).toEqual([
    expect.objectContaining({ state: "IN_CIRCULATION", count: 1 }),
    expect.objectContaining({ state: "SANCTIONED", count: 1 }),
    expect.objectContaining({ state: "IN_PROGRESS", count: 1 }),
  ]);
  expect(data.byArea).toEqual([
    expect.objectContaining({
      areaNo: 1,
      areaName: "Area 1",
      applications: 3,
      sanctioned: expect.objectContaining({ paise: 200_000_000 }),
    }),
  ]);

  const other = (await analysis(world.members.npc.auth, "202425")).body as { dataAnalysis: TAnalysis };
  expect(other.dataAnalysis).toMatchObject({ applications: 0, byArea: [], sanctioned: { paise: 0, text: "₹0" } });
});

it("the same figures as a spreadsheet: the areas, then the total, amounts in rupees and as text", async () => {
  const reply = await withParams(analysisGet, { year: "202526" })(
    getRequest("/api/projects/getdataanalysysbyyear/202526?format=csv", world.members.npc.auth),
  );
  expect(reply.status).toBe(200);
  expect(reply.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(reply.headers.get("content-disposition")).toBe('attachment; filename="grants-2025-26.csv"');
  expect(reply.headers.get("cache-control")).toContain("no-store");
  // The byte-order mark first (Response.text() would drop it), so a spreadsheet reads ₹ right.
  const bytes = Buffer.from(await reply.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString("utf8").split("\r\n")).toEqual([
    "Area No.,Area,Applications,Completed,Sanctioned (₹),Sanctioned,Paid (₹),Paid",
    '1,Area 1,3,0,2000000,"₹20,00,000",600000,"₹6,00,000"',
    ',Total,3,0,2000000,"₹20,00,000",600000,"₹6,00,000"',
    "",
  ]);
  expectError(
    await send(
      withParams(analysisGet, { year: "202526" }),
      getRequest("/api/projects/getdataanalysysbyyear/202526?format=pdf", world.members.npc.auth),
    ),
    400,
    "query.format",
  );
});
