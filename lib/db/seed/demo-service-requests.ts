// Demo service requests: `member` in IT Support (administered by `tex`), one per status, with
// replies from tex. Skips any request whose title `member` already has, so it can run again.
import { SERVICE_REQUEST_STATUS } from "../../service-requests/status";
import type { TPrisma } from "../client";
import { seedServiceRequest, type TSeedServiceRequest } from "./seed-functions";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const seedDemoServiceRequests = async (prisma: TPrisma, ids: { member: number; tex: number; categoryId: number }) => {
  const { member, tex, categoryId } = ids;
  const ago = (ms: number) => new Date(Date.now() - ms);
  const once = async (seed: Omit<TSeedServiceRequest, "requesterId" | "categoryId">) => {
    const existing = await prisma.serviceRequest.findFirst({
      where: { requesterId: member, title: seed.title },
      select: { id: true, ticketNumber: true },
    });
    return existing ?? seedServiceRequest(prisma, { ...seed, requesterId: member, categoryId });
  };

  const login = await once({
    title: "Cannot log in to the portal on my phone",
    remark: "On my phone the login page reloads after I press Login. On the laptop it works.",
    createdAt: ago(3 * DAY),
    thread: [
      {
        authorId: tex,
        at: ago(2 * DAY + 6 * HOUR),
        remark: "Which phone and browser do you use? A screenshot of the page would help.",
      },
      { authorId: member, at: ago(2 * DAY), remark: "Android 14 with Chrome. The page just reloads, no message." },
    ],
  });
  await once({
    title: "Printer in the table office shows error 0x1",
    remark: "The office printer stopped printing this morning and shows error 0x1.",
    createdAt: ago(10 * DAY),
    thread: [
      { authorId: tex, at: ago(10 * DAY - 2 * HOUR), remark: "Please switch it off and on again and check the USB cable." },
      { authorId: member, at: ago(9 * DAY), remark: "Done, still the same error." },
      {
        authorId: tex,
        at: ago(8 * DAY),
        status: SERVICE_REQUEST_STATUS.RESOLVED,
        remark: "Driver reinstalled remotely; printing works again.",
      },
    ],
  });
  await once({
    title: "New e-mail alias for our table secretary",
    remark: "Could we get secretary@ as an alias for our table?",
    createdAt: ago(20 * DAY),
    thread: [
      {
        authorId: tex,
        at: ago(19 * DAY),
        status: SERVICE_REQUEST_STATUS.CLOSED,
        remark: "Aliases are managed by the national office; please write to them. Closing here.",
      },
    ],
  });
  await once({
    title: "Login page keeps reloading",
    remark: "Same as before: the login page reloads on my phone.",
    createdAt: ago(2 * DAY - 2 * HOUR),
    thread: [
      {
        authorId: tex,
        at: ago(DAY),
        status: SERVICE_REQUEST_STATUS.DUPLICATE,
        duplicateOfId: login.id,
        remark: `Marked as a duplicate of ${login.ticketNumber}. We follow this up in your first request.`,
      },
    ],
  });
  await once({
    title: "Upload of the table logo fails",
    remark: "Uploading our new table logo gives an error after a few seconds.",
    createdAt: ago(HOUR),
  });
};
