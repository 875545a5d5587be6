// The access rules on every path, as one table: requester, category admin, other member, admin of
// another category, NEX and Admin against one request (by id, ticket, lists, category, file name,
// reply, status change). Invisible requests answer 404 and never appear in a list.
import { setupTestDb } from "../helpers/test-db";
import { api, newRequest, pageOf, requestOf, type TServiceRequestReply } from "./api";
import { createWorld, filePart, png, removeWorld, type TMember, type TWorld, settleNotifications } from "./helpers";

const db = setupTestDb();
let world: TWorld;
let request: TServiceRequestReply;
let fileName: string;

beforeAll(async () => {
  world = await createWorld(db().prisma);
  request = requestOf(
    await api.create(world.members.requester.auth, newRequest(world.categories.facilities, "Access table"), [
      filePart("serviceActionFileNames", png(700)),
    ]),
  );
  fileName = request.serviceActions[0]!.serviceActionFileNames!;
});
// Mail goes out in the background: let it finish while the database is still open.
afterEach(settleNotifications);
afterAll(async () => {
  await removeWorld(world);
});

type TActor = "requester" | "catAdmin" | "other" | "otherCatAdmin" | "nex" | "admin";
const ACTORS: TActor[] = ["requester", "catAdmin", "other", "otherCatAdmin", "nex", "admin"];

// Expected outcome per actor, in ACTORS order.
const EXPECTED: Record<string, (number | boolean)[]> = {
  "getservicerequest by id": [200, 200, 404, 404, 404, 200],
  "getservicerequest by ticket": [200, 200, 404, 404, 404, 200],
  "file by name": [200, 200, 403, 403, 403, 200],
  "in getservicerequests (own)": [true, false, false, false, false, false],
  "in getservicerequests (admin)": [true, true, false, false, false, false],
  "in paged view=own": [true, false, false, false, false, false],
  "in paged view=admin": [false, true, false, false, false, false],
  "in getservicerequestsforadmin": [false, true, false, false, false, true],
  "in paged getservicerequestsforadmin": [false, true, false, false, false, true],
  getallservicerequests: [403, 403, 403, 403, 403, 200],
  getservicerequestbycategoryid: [403, 200, 403, 403, 403, 200],
  "reply (createnewserviceaction)": [200, 200, 404, 404, 404, 200],
};

const has = (rows: { serviceRequestId: number }[]) => rows.some((row) => row.serviceRequestId === request.serviceRequestId);

const outcomes = async (member: TMember) => {
  const { auth } = member;
  const mine = (await api.mine(auth)).body as {
    serviceRequest: TServiceRequestReply[];
    serviceRequestAdmin: TServiceRequestReply[];
  };
  const ticket = encodeURIComponent(request.serviceTicketNumber);
  return {
    "getservicerequest by id": (await api.one(auth, request.serviceRequestId)).status,
    "getservicerequest by ticket": (await api.one(auth, request.serviceTicketNumber)).status,
    "file by name": await api.file(auth, fileName),
    "in getservicerequests (own)": has(mine.serviceRequest),
    "in getservicerequests (admin)": has(mine.serviceRequest) || has(mine.serviceRequestAdmin),
    "in paged view=own": has(pageOf(await api.mine(auth, `?view=own&q=${ticket}`)).serviceRequests),
    "in paged view=admin": has(pageOf(await api.mine(auth, `?view=admin&q=${ticket}`)).serviceRequests),
    "in getservicerequestsforadmin": has(
      ((await api.forAdmin(auth)).body as { serviceRequests: TServiceRequestReply[] }).serviceRequests,
    ),
    "in paged getservicerequestsforadmin": has(pageOf(await api.forAdmin(auth, `?status=1&q=${ticket}`)).serviceRequests),
    getallservicerequests: (await api.all(auth, "?take=5")).status,
    getservicerequestbycategoryid: (await api.byCategory(auth, world.categories.facilities, "?take=5")).status,
    "reply (createnewserviceaction)": (
      await api.reply(auth, { serviceRequestId: request.serviceRequestId, serviceRemark: `From ${member.userName}` })
    ).status,
  };
};

describe("access to one request, path by path", () => {
  it("matches the table for every actor", async () => {
    const actual: Record<string, (number | boolean)[]> = {};
    for (const actor of ACTORS) {
      const results = await outcomes(world.members[actor]);
      for (const [path, value] of Object.entries(results)) (actual[path] ??= []).push(value);
    }
    expect(actual).toEqual(EXPECTED);
    const thread = (
      (await api.one(world.members.admin.auth, request.serviceRequestId)).body as { serviceRequest: TServiceRequestReply }
    ).serviceRequest;
    expect(
      thread.serviceActions
        .map((action) => action.serviceRemark)
        .slice(0, 3)
        .sort(),
    ).toEqual(["From sr-admin", "From sr-catadmin", "From sr-requester"]);
  });

  it("status changes: category admin and Admin 200, requester 403, everyone else 404", async () => {
    const statuses: Record<TActor, number> = {} as never;
    let next = 2;
    for (const actor of ACTORS) {
      const reply = await api.setStatus(world.members[actor].auth, {
        serviceRequestId: request.serviceRequestId,
        serviceRequestStatus: next,
        statusRemark: actor,
      });
      statuses[actor] = reply.status;
      if (reply.status === 200) next = next === 2 ? 1 : 2;
    }
    expect(statuses).toEqual({ requester: 403, catAdmin: 200, other: 404, otherCatAdmin: 404, nex: 404, admin: 200 });
  });
});
