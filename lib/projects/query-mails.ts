// The mails of a query: the unit hears of a new query, the reviewer who asked of the reply.
import { fromDbRole } from "../auth/roles";
import { canOpenPage } from "../auth/route-roles";
import { getDb } from "../db/client";
import { sendMail } from "../mail/send-mail";
import { absoluteUrl } from "../seo/site";
import { unitRecipients } from "./notify";
import type { queryReply } from "./query-view";

const unitName = (application: { tableNo: number | null; circleNo: number | null }) =>
  application.tableNo !== null ? `Table ${application.tableNo}` : `Circle ${application.circleNo}`;

/** The unit's chairman and the member who started the application hear of a new query. */
export const notifyUnit = async (
  application: {
    id: number;
    applicationNo: string;
    title: string;
    tableNo: number | null;
    circleNo: number | null;
    createdById: number;
  },
  question: string,
) => {
  const people = await unitRecipients(application);
  const prisma = await getDb();
  const roles = await prisma.memberRole.findMany({ where: { memberId: { in: people.map((person) => person.memberId) } } });
  // The route table keeps /queries from the chairman (TEX-C): /projects lists the unit's queries too.
  const linkFor = (memberId: number) =>
    canOpenPage(
      "/queries",
      roles.filter((row) => row.memberId === memberId).map((row) => fromDbRole(row.role)),
    )
      ? "/queries"
      : "/projects";
  for (const person of people)
    await sendMail({
      to: person.officeEmail,
      subject: `Query on application ${application.applicationNo}`,
      text: [
        `Dear ${person.fullName},`,
        "",
        `The national team has a query on ${unitName(application)}'s project application ${application.applicationNo} (${application.title}):`,
        "",
        question,
        "",
        "Please reply here; the review waits for your answer:",
        absoluteUrl(linkFor(person.memberId)),
      ].join("\n"),
    });
};

/** The reviewer who asked hears of the reply. */
export const notifyReviewer = async (reviewerId: number, query: ReturnType<typeof queryReply>) => {
  const prisma = await getDb();
  const reviewer = await prisma.member.findUnique({
    where: { id: reviewerId },
    select: { fullName: true, officeEmail: true, isActive: true },
  });
  if (!reviewer?.isActive || !reviewer.officeEmail) return;
  await sendMail({
    to: reviewer.officeEmail,
    subject: `Reply to your query on application ${query.applicationNo}`,
    text: [
      `Dear ${reviewer.fullName},`,
      "",
      `${unitName(query)} has replied to your query on ${query.applicationNo} (${query.title}):`,
      "",
      query.reply ?? "",
      "",
      "Read it and close the query here:",
      absoluteUrl("/queries"),
    ].join("\n"),
  });
};
