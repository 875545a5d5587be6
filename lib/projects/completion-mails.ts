// The completion's mails: the national team hears that a completion waits for its evaluation, and
// the trust office that the final payment can be made or what still stops it.
import { getDb } from "../db/client";
import type { TFieldError } from "../http/errors";
import { sendMail } from "../mail/send-mail";
import { absoluteUrl } from "../seo/site";

/** After the completion is submitted: the national team (NPC, Admin-Pom) hears that it waits for their evaluation. */
export const notifyCompletionSubmitted = async (applicationId: number) => {
  const prisma = await getDb();
  const application = await prisma.projectApplication.findUnique({
    where: { id: applicationId },
    select: { applicationNo: true, title: true, tableNo: true, circleNo: true },
  });
  if (!application) return;
  const unit = application.tableNo !== null ? `Table ${application.tableNo}` : `Circle ${application.circleNo}`;
  for (const person of await membersWithRoles(["NPC", "Admin_Pom"]))
    await sendMail({
      to: person.officeEmail,
      subject: `Completion of application ${application.applicationNo} awaits your evaluation`,
      text: [
        `Dear ${person.fullName},`,
        "",
        `${unit} has submitted the completion pack of project application ${application.applicationNo} (${application.title}).`,
        "Please check it, write the evaluation report and approve the completion here:",
        absoluteUrl("/projects/manageprojectapplications"),
      ].join("\n"),
    });
};

const membersWithRoles = async (roles: ("NPC" | "Admin_Pom" | "RTIF_Secretary" | "Admin")[]) => {
  const prisma = await getDb();
  const people = await prisma.member.findMany({
    where: { isActive: true, officeEmail: { not: null }, roles: { some: { role: { in: roles } } } },
    select: { fullName: true, officeEmail: true },
    orderBy: { id: "asc" },
  });
  return people.map((person) => ({ fullName: person.fullName, officeEmail: person.officeEmail! }));
};

/** The trust office hears that the final payment can be made, or which checks stop it (and the Admin, who may override). */
export const notifyTrustOffice = async (applicationId: number, finalPayment: { unlocked: boolean; blockers: TFieldError[] }) => {
  const prisma = await getDb();
  const application = await prisma.projectApplication.findUniqueOrThrow({
    where: { id: applicationId },
    select: { applicationNo: true, title: true },
  });
  const checksFail = finalPayment.blockers.filter((blocker) => blocker.field.startsWith("check."));
  const people = await membersWithRoles(checksFail.length > 0 ? ["RTIF_Secretary", "Admin"] : ["RTIF_Secretary"]);
  const subject = finalPayment.unlocked
    ? `Final payment of application ${application.applicationNo} can be made`
    : `Completion of application ${application.applicationNo} approved, but checks fail`;
  const body = finalPayment.unlocked
    ? ["The completion has been approved and its checks pass: the final payment can be made."]
    : [
        "The completion has been approved, but the final payment is still blocked:",
        ...finalPayment.blockers.map((blocker) => `- ${blocker.message}`),
        ...(checksFail.length > 0
          ? ["", "The table can correct its completion pack, or the Admin can override the failing checks with a reason."]
          : []),
      ];
  for (const person of people)
    await sendMail({
      to: person.officeEmail,
      subject,
      text: [
        `Dear ${person.fullName},`,
        "",
        `Project application ${application.applicationNo} (${application.title}).`,
        ...body,
        "",
        absoluteUrl("/projects/manageprojectapplications"),
      ].join("\n"),
    });
};
