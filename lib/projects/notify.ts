// Mail that moves an application along: once a table's stage is submitted, the area chairman
// hears that it waits for their recommendation, with the link to the recommendation page; and who
// in the unit hears of the national review's queries and decisions.
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { sendMail } from "../mail/send-mail";
import { currentChairmanOf, currentChairmanOfArea } from "../members/postings";
import { absoluteUrl } from "../seo/site";
import { STATE_LABELS, type TApplicationState } from "./application-states";

/**
 * Who hears of a step in the national review: the unit's chairman in office (a table's TEX-C, a
 * circle's CEX, from this federation year's postings: lib/members/postings.ts) and the member who
 * started the application, active and with an address.
 */
export const unitRecipients = async (application: { tableNo: number | null; circleNo: number | null; createdById: number }) => {
  const prisma = await getDb();
  const [creator, chairman] = await Promise.all([
    prisma.member.findFirst({
      where: { id: application.createdById, isActive: true },
      select: { id: true, fullName: true, officeEmail: true },
    }),
    application.tableNo !== null
      ? currentChairmanOf("TABLE", application.tableNo)
      : application.circleNo !== null
        ? currentChairmanOf("CIRCLE", application.circleNo)
        : null,
  ]);
  const people = [creator, chairman].filter(
    (person, index, all): person is NonNullable<typeof person> =>
      person !== null && person.officeEmail !== null && all.findIndex((other) => other?.id === person.id) === index,
  );
  return people.map((person) => ({ memberId: person.id, fullName: person.fullName, officeEmail: person.officeEmail! }));
};

type TMailedApplication = { applicationNo: string; title: string };

/**
 * Mails the unit's recipients (unitRecipients) of an application: `compose` writes the subject and
 * the lines after "Dear <name>,". For mail sent after a step has committed (callers log a failure).
 */
export const mailUnit = async (
  applicationId: number,
  compose: (application: TMailedApplication) => { subject: string; lines: string[] },
) => {
  const prisma = await getDb();
  const application = await prisma.projectApplication.findUnique({
    where: { id: applicationId },
    select: { applicationNo: true, title: true, tableNo: true, circleNo: true, createdById: true },
  });
  if (!application) throw new AppError("NOT_FOUND", "No such application");
  const { subject, lines } = compose(application);
  for (const person of await unitRecipients(application))
    await sendMail({ to: person.officeEmail, subject, text: [`Dear ${person.fullName},`, "", ...lines].join("\n") });
};

/** The unit hears where its application stands now, and why (a decision's reason), with `more` lines. */
export const mailUnitOfState = (applicationId: number, to: TApplicationState, reason: string, more: string[] = []) =>
  mailUnit(applicationId, (application) => ({
    subject: `Application ${application.applicationNo}: ${STATE_LABELS[to]}`,
    lines: [
      `Project application ${application.applicationNo} (${application.title}) is now: ${STATE_LABELS[to]}.`,
      ...(reason ? ["", `Reason: ${reason}`] : []),
      ...more,
      "",
      absoluteUrl("/projects"),
    ],
  }));

export const notifyAreaChairman = async (applicationId: number) => {
  const prisma = await getDb();
  const application = await prisma.projectApplication.findUnique({
    where: { id: applicationId },
    select: {
      applicationNo: true,
      title: true,
      tableNo: true,
      circleNo: true,
      areaNo: true,
      stages: {
        where: { packStage: { filledBy: "AREA_CHAIRMAN" } },
        select: { id: true },
        orderBy: { packStage: { position: "asc" } },
      },
    },
  });
  const stage = application?.stages[0];
  if (!application || !stage) return;
  const chairman = await currentChairmanOfArea(application.areaNo);
  if (!chairman?.officeEmail) return;
  const unit = application.tableNo !== null ? `Table ${application.tableNo}` : `Circle ${application.circleNo}`;
  const link = absoluteUrl(`/projects/arearecommendation/${applicationId}/${stage.id}`);
  await sendMail({
    to: chairman.officeEmail,
    subject: `Application ${application.applicationNo} awaits your recommendation`,
    text: [
      `Dear ${chairman.fullName},`,
      "",
      `${unit} has submitted project application ${application.applicationNo} (${application.title}).`,
      "Please read it and give your recommendation here:",
      link,
    ].join("\n"),
  });
};
