// The send's reply says how many addresses it goes to grouped the Indian way, as the screen shows
// it ("Sending to 1,23,456 addresses."); the count in the JSON stays a number. The mailing itself
// is not written (startMassMail answers a large count): a test of the writing is massmail-sending.
import { POST as sendPost } from "@/app/api/massmail/send/route";
import { setupTestDb } from "../helpers/test-db";
import { jsonRequest, seedWorld, send, type TWorld } from "./helpers";

let count = 0;
jest.mock("@/lib/massmail/start-mass-mail", () => ({
  ...jest.requireActual<typeof import("@/lib/massmail/start-mass-mail")>("@/lib/massmail/start-mass-mail"),
  startMassMail: async () => ({ id: 7, count, skipped: 0 }),
}));
jest.mock("@/lib/jobs/worker", () => ({ runJobsAfterReply: () => undefined }));

const db = setupTestDb();
let world: TWorld;
beforeAll(async () => {
  world = await seedWorld(db().prisma);
});

const sendTo = async (recipients: number) => {
  count = recipients;
  return send(
    sendPost,
    jsonRequest(
      "/api/massmail/send",
      { subject: "Dues", html: "<p>The dues are due.</p>", essential: false, audience: { areas: [1] }, attachments: [] },
      world.admin,
    ),
  );
};

it.each([
  [123456, "Sending to 1,23,456 addresses."],
  [1234, "Sending to 1,234 addresses."],
  [5, "Sending to 5 addresses."],
])("a mailing to %i addresses says %s", async (recipients, text) => {
  const reply = await sendTo(recipients);
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ status: 1, message: text, count: recipients });
});
