// Mail that moves an application along: once a table's stage is submitted, the area chairman
// hears that it waits for their recommendation, with the link to the recommendation page.
import { getDb } from "../db/client";
import { sendMail } from "../mail/send-mail";
import { absoluteUrl } from "../seo/site";

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
  const area = await prisma.area.findUnique({
    where: { areaNo: application.areaNo },
    select: { chairman: { select: { fullName: true, officeEmail: true, isActive: true } } },
  });
  const chairman = area?.chairman;
  if (!chairman?.isActive || !chairman.officeEmail) return;
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
