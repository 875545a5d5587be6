// The demo seed gives the reports page figures (issue 14): grant applications of 2023-24 to
// 2025-26 with sanctioned and paid amounts, written once.
import { seedDemo } from "@/lib/db/seed/demo";
import { getAnalytics, listAnalyticsYears } from "@/lib/reports/analytics";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();

it("has figures for 2023-24 to 2025-26, and a second run adds nothing", async () => {
  await seedDemo(db().prisma);
  await seedDemo(db().prisma);
  expect(await db().prisma.projectApplication.count()).toBe(14);
  expect(await listAnalyticsYears()).toEqual(expect.arrayContaining([202526, 202425, 202324]));
  const data = await getAnalytics({ year: 202526 });
  expect(data.totals).toMatchObject({
    applications: 5,
    sanctioned: { paise: 210_500_000, text: "₹21,05,000" },
    paid: { paise: 141_500_000, text: "₹14,15,000" },
  });
  expect(data.grantsByArea.map((row) => row.label)).toEqual(["Area 1 - South", "Area 2 - West", "Area 3 - North"]);
  expect(data.amountsByYear.slice(-3).map((row) => row.sanctioned.text)).toEqual(["₹13,50,000", "₹29,25,000", "₹21,05,000"]);
  expect(data.strengthByArea.reduce((sum, row) => sum + row.tableMembers + row.circleMembers, 0)).toBeGreaterThan(0);
});
