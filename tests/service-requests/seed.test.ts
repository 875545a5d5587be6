// The demo seed's service requests: `member` in IT Support, one per status, replies from `tex`,
// consistent with the endpoints' rules; a second run adds nothing.
import { DEMO_PASSWORD, seedDemo } from "@/lib/db/seed/demo";
import { setupTestDb } from "../helpers/test-db";
import { api, type TServiceRequestReply } from "./api";
import { logInAs } from "../auth/helpers";

const db = setupTestDb();

describe("demo service requests", () => {
  it("gives member requests in every status, answered by tex, visible to both", async () => {
    const { prisma } = db();
    await seedDemo(prisma);
    await seedDemo(prisma);
    const rows = await prisma.serviceRequest.findMany({
      include: { requester: true, category: true, actions: { include: { author: true }, orderBy: { id: "asc" } } },
      orderBy: { id: "asc" },
    });
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row.requester.userName))).toEqual(new Set(["member"]));
    expect(new Set(rows.map((row) => row.category.categoryShortName))).toEqual(new Set(["IT Support"]));
    expect(rows.map((row) => row.status).sort()).toEqual([0, 1, 1, 10, 2].sort());
    const duplicate = rows.find((row) => row.status === 10)!;
    const original = rows.find((row) => row.id === duplicate.duplicateOfId)!;
    expect(duplicate.actions.at(-1)!.remark).toContain(original.ticketNumber);
    for (const row of rows) {
      const answered = row.actions.some((action) => action.author?.userName === "tex");
      expect(row.firstResponseAt === null).toBe(!answered);
      expect(row.resolvedAt === null).toBe(![0, 2].includes(row.status));
      expect(row.updatedAt).toEqual(row.actions.at(-1)!.createdAt);
    }
    expect(await prisma.ticketSequence.count()).toBeGreaterThan(0);

    delete process.env.NEXTAUTH_URL;
    for (const userName of ["member", "tex"]) {
      const auth = await logInAs(userName, DEMO_PASSWORD);
      const page = (await api.mine(auth, `?view=${userName === "tex" ? "admin" : "own"}&take=10`)).body as {
        serviceRequests: TServiceRequestReply[];
      };
      expect(page.serviceRequests).toHaveLength(5);
    }
  });
});
