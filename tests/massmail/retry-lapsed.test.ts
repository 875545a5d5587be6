// "Retry failures" and members who lapsed since the mailing: a failed copy whose address no member
// in good standing has any more (deactivated here) is left out, of essential mail too; the others
// are sent again.
import { POST as retryPost } from "@/app/api/massmail/retryfailed/route";
import { runQueuedJobs } from "../helpers/jobs";
import { setupMassMailFixture } from "./fixture";
import { jsonRequest, recipientsOf, send } from "./helpers";

const { db, world, smtp, refused, message, status, sendAndRun, withoutErrorLog } = setupMassMailFixture();

describe("POST /api/massmail/retryfailed", () => {
  it("leaves out a failed address whose member was deactivated since, and sends the others again", async () => {
    refused.add("t11-a@example.org");
    refused.add("t11-b@example.org");
    await withoutErrorLog(async () => {
      const id = await sendAndRun(message({ audience: { tables: [11] }, essential: true }));
      expect((await status(id)).body).toMatchObject({ status: "DONE", counts: { sent: 1, failed: 2 } });
      await db().prisma.member.update({ where: { userName: "t11-b" }, data: { isActive: false } });

      refused.clear();
      smtp.received.length = 0;
      const retry = await send(retryPost, jsonRequest("/api/massmail/retryfailed", { id }, world.admin));
      expect(retry.body).toMatchObject({ status: 1, requeued: 1, lapsed: 1 });
      expect((retry.body as { message: string }).message).toContain("no longer a member who receives mail");
      await runQueuedJobs();
      expect(recipientsOf(smtp.received)).toEqual(["t11-a@example.org"]);
      expect(
        await db().prisma.massMailRecipient.findFirst({ where: { massMailId: id, email: "t11-b@example.org" } }),
      ).toMatchObject({
        status: "SKIPPED",
        lastError: "no longer a member who receives mail",
      });
      expect((await status(id)).body).toMatchObject({ status: "DONE", counts: { sent: 2, failed: 0, skipped: 1, left: 0 } });
    });
  });
});
