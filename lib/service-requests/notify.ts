// Mail about a request, sent after its transaction has committed: a new request goes to its
// category's admins; a reply or status change to the requester and the category's admins; never
// to the author. Sent in the background, so a slow mail server never delays the reply; sendMail
// records every message and swallows delivery failures.
import { getDb } from "../db/client";
import { getEnv } from "../env";
import { escapeHtml } from "../mail/html";
import { sendMail, type TMail } from "../mail/send-mail";
import { SERVICE_REQUEST_STATUS, statusLabel } from "./status";

export type TServiceRequestEvent = {
  kind: "created" | "replied" | "status";
  requestId: number;
  actionId: number;
  authorId: number;
};

const RECIPIENT_SELECT = { id: true, fullName: true, officeEmail: true, isActive: true, isApproved: true } as const;

type TRecipient = { id: number; fullName: string; officeEmail: string | null; isActive: boolean; isApproved: boolean };

const loadEvent = async (event: TServiceRequestEvent) => {
  const prisma = await getDb();
  const [request, action] = await Promise.all([
    prisma.serviceRequest.findUnique({
      where: { id: event.requestId },
      select: {
        ticketNumber: true,
        title: true,
        requester: { select: RECIPIENT_SELECT },
        duplicateOf: { select: { ticketNumber: true } },
        category: { select: { categoryShortName: true, admins: { select: { member: { select: RECIPIENT_SELECT } } } } },
      },
    }),
    prisma.serviceAction.findUnique({
      where: { id: event.actionId },
      select: { remark: true, status: true, author: { select: { fullName: true } } },
    }),
  ]);
  return request && action ? { request, action } : null;
};

/**
 * Distinct addresses of active, approved members (an un-approved one has lost access: the thread's
 * remarks are not theirs to read any more), the author left out.
 */
export const recipientsOf = (members: TRecipient[], authorId: number) => {
  const seen = new Set<string>();
  return members.filter((member) => {
    const key = member.officeEmail?.trim().toLowerCase();
    if (!key || !member.isActive || !member.isApproved || member.id === authorId || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

type TLoaded = NonNullable<Awaited<ReturnType<typeof loadEvent>>>;

const compose = (event: TServiceRequestEvent, { request, action }: TLoaded): Omit<TMail, "to"> => {
  const author = action.author?.fullName ?? "The service team";
  const tag = `[${request.ticketNumber}]`;
  const lines: string[] = [];
  let subject: string;
  if (event.kind === "created") {
    subject = `${tag} New service request: ${request.title}`;
    lines.push(`${author} raised a new request in ${request.category.categoryShortName}: "${request.title}".`);
  } else if (event.kind === "replied") {
    subject = `${tag} New reply: ${request.title}`;
    lines.push(`${author} replied to "${request.title}".`);
  } else {
    const label = statusLabel(action.status ?? -1);
    subject = `${tag} ${label}: ${request.title}`;
    lines.push(`${author} set "${request.title}" to ${label}.`);
    if (action.status === SERVICE_REQUEST_STATUS.DUPLICATE && request.duplicateOf)
      lines.push(`It duplicates ${request.duplicateOf.ticketNumber}: the work continues under that ticket.`);
  }
  if (action.remark) lines.push("", action.remark);
  const origin = getEnv().NEXTAUTH_URL;
  lines.push(
    "",
    origin
      ? `Open the thread: ${new URL("/servicerequests", origin).toString()}`
      : "Open the thread under Service Request in the portal.",
  );
  const text = lines.join("\n");
  const html = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  return { subject, text, html };
};

const sendEventMails = async (event: TServiceRequestEvent) => {
  const loaded = await loadEvent(event);
  if (!loaded) return;
  const admins = loaded.request.category.admins.map((entry) => entry.member);
  const members = event.kind === "created" ? admins : [loaded.request.requester, ...admins];
  const mail = compose(event, loaded);
  await Promise.all(recipientsOf(members, event.authorId).map((member) => sendMail({ ...mail, to: member.officeEmail! })));
};

const pending = ((globalThis as { __serviceRequestMail?: Set<Promise<void>> }).__serviceRequestMail ??= new Set());

export const notifyServiceRequestEvent = (event: TServiceRequestEvent) => {
  const task: Promise<void> = sendEventMails(event)
    .catch((error: unknown) => console.error(`[service-requests] notification for request ${event.requestId} failed`, error))
    .finally(() => pending.delete(task));
  pending.add(task);
};

/** Resolves once every notification started so far has been recorded (tests, graceful shutdown). */
export const settleNotifications = async () => {
  while (pending.size) await Promise.allSettled([...pending]);
};
