// The sanction letter (issue 12, section 2): what the print page /projects/sanctionletter/{id}
// shows (getSanctionLetter), the amount in words in the Indian system, and sendgrantsanction,
// which has the portal's PDF service print that page, stores the PDF beside the application's
// other files, moves the application to SANCTIONED and mails the letter's link to the unit.
// The PDF is made before anything is written: when it cannot be made the answer is 503 and nothing
// changes; when the write fails the stored PDF is removed again.
import type { TSession } from "../auth/session";
import { appendAudit } from "../audit/audit-trail";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { istDay } from "../india-time";
import { generateStoredName, removeStored } from "../http/multipart";
import { generatePdfForUrl } from "../reports/generate-pdf-for-url";
import { absoluteUrl, SITE_NAME } from "../seo/site";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { getStorage } from "../storage";
import { nameSlug } from "../storage/stored-name";
import { APPLICATION_FOLDER } from "./application-files";
import { assertTransition } from "./application-states";
import { getApplicationOrThrow } from "./applications";
import { formatPaise } from "./element-values";
import { rupeesInWords } from "./amount-in-words";
import { GRANT_APPROVAL_SELECT, getGrantApproval, letterNoOf } from "./grant-approval";
import { moveApplication } from "./move-application";
import { currentChairmanOf } from "../members/postings";
import { mailUnit } from "./notify";
import { issuedAtOfMark, sanctionIssueMark } from "./sanction-issue-token";
import { letterSigner, signerCapacityOf } from "./sanction-letter-signer";

/** A letter's amount always with its paise, as on a receipt: ₹10,00,000.00, ₹1,23,456.50. */
const letterAmount = (paise: number) => {
  const text = formatPaise(paise);
  return text.includes(".") ? text : `${text}.00`;
};

/** "Table 2 (Chennai Central)"; the name left out when it only repeats the number. */
const withName = (label: string, name: string | undefined) => (name && name !== label ? `${label} (${name})` : label);

/**
 * What the letter says; null when the application has no grant approval yet. 404 when the caller may
 * not see the application. Until the letter is sent it is a draft for every reader; `issue` is the
 * mark of sendgrantsanction's own render (lib/projects/sanction-issue-token.ts), the one clean print.
 */
export const getSanctionLetter = async (session: TSession, applicationId: number, options: { issue?: string } = {}) => {
  const application = await getApplicationOrThrow(session, applicationId);
  const prisma = await getDb();
  const grant = await prisma.grantApproval.findUnique({
    where: { applicationId: application.id },
    select: GRANT_APPROVAL_SELECT,
  });
  if (!grant) return null;
  const issuingAt =
    grant.letterSentAt === null && grant.approvedAt !== null && options.issue
      ? issuedAtOfMark(options.issue, application.id, session.memberId)
      : null;
  const sentAt = grant.letterSentAt ?? issuingAt;
  const isTable = application.tableNo !== null;
  const signer = letterSigner(session, grant, issuingAt !== null);
  const [unit, area, chairman] = await Promise.all([
    isTable
      ? prisma.table.findUnique({ where: { tableNo: application.tableNo! }, select: { name: true } })
      : prisma.circle.findUnique({ where: { circleNo: application.circleNo! }, select: { name: true } }),
    prisma.area.findUnique({ where: { areaNo: application.areaNo }, select: { name: true } }),
    // Addressed to whoever chaired the unit on the letter's date (postings, lib/members/postings.ts).
    currentChairmanOf(
      isTable ? "TABLE" : "CIRCLE",
      (isTable ? application.tableNo : application.circleNo)!,
      sentAt ?? new Date(),
    ),
  ]);
  const paise = Number(grant.sanctionedPaise);
  return {
    foundation: SITE_NAME,
    letterNo: grant.letterNo ?? letterNoOf(application.applicationNo),
    /** The day it is sent (IST); a draft shows today's. */
    date: istDay(sentAt ?? new Date()),
    /** Not sent (nor being sent): the page marks it a draft, not valid. */
    draft: sentAt === null,
    /** Why it is a draft. */
    draftReason: grant.approvedAt === null ? "the grant approval is not approved yet" : "the trust office has not sent it yet",
    sent: grant.letterSentAt !== null,
    unit: withName(isTable ? `Table ${application.tableNo}` : `Circle ${application.circleNo}`, unit?.name),
    chairmanTitle: isTable ? "The Chairman" : "The Chairperson",
    chairmanName: chairman?.fullName ?? null,
    area: withName(`Area ${application.areaNo}`, area?.name),
    applicationNo: application.applicationNo,
    title: application.title,
    amount: letterAmount(paise),
    amountInWords: rupeesInWords(paise),
    donorName: grant.donorName,
    conditions: grant.conditions,
    instalments: grant.instalments.map((instalment) => ({
      position: instalment.position,
      label: instalment.label,
      amount: letterAmount(Number(instalment.amountPaise)),
      dueOn: instalment.dueOn ? istDay(instalment.dueOn) : null,
    })),
    secretaryName: signer.name,
    /** The line under the signer's name: their capacity when the letter was sent. */
    signerCapacity: signer.capacity,
  };
};

export type TSanctionLetter = NonNullable<Awaited<ReturnType<typeof getSanctionLetter>>>;

/** The letter page printed by the PDF service as the caller; 503 when it cannot be made. */
const makeLetterPdf = async (session: TSession, applicationId: number, sentAt: Date, requestUrl: string) => {
  const mark = sanctionIssueMark(applicationId, session.memberId, sentAt);
  try {
    const { pdf } = await generatePdfForUrl({
      session,
      url: `/projects/sanctionletter/${applicationId}?issue=${mark}`,
      requestUrl,
    });
    if (Buffer.from(pdf.subarray(0, 5)).toString("latin1") !== "%PDF-") throw new Error("not a PDF");
    return Buffer.from(pdf);
  } catch (error) {
    console.error("sanction letter PDF:", error instanceof Error ? error.message : error);
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "The sanction letter could not be made as a PDF just now; nothing was changed. Please try again in a few minutes.",
    );
  }
};

/** sendgrantsanction: the letter as a PDF, stored; the application SANCTIONED; the unit mailed the link. */
export const sendGrantSanction = async (session: TSession, input: { applicationId: number }, requestUrl: string) => {
  const application = await getApplicationOrThrow(session, input.applicationId);
  assertTransition("sanction", application.state, session.roles);
  const prisma = await getDb();
  const grant = await prisma.grantApproval.findUnique({
    where: { applicationId: application.id },
    select: { approvedAt: true, letterFile: true, sanctionedPaise: true },
  });
  if (!grant?.approvedAt) throw new AppError("CONFLICT", "The sanction letter is sent once the grant approval is approved");
  if (grant.letterFile) throw new AppError("CONFLICT", "The sanction letter is sent already");

  // One send time: the printed letter's date and the stored letterSentAt.
  const sentAt = new Date();
  const pdf = await makeLetterPdf(session, application.id, sentAt, requestUrl);
  // Shown and saved as "sanction-letter-TPA-202526-0007.pdf".
  const name = generateStoredName("pdf", nameSlug(`sanction-letter-${application.applicationNo}`));
  const letterNo = letterNoOf(application.applicationNo);
  try {
    await getStorage().put(APPLICATION_FOLDER, name, pdf, { contentType: "application/pdf", size: pdf.length });
  } catch (error) {
    await removeStored(APPLICATION_FOLDER, [name]);
    console.error("sanction letter storage:", error instanceof Error ? error.message : error);
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "The sanction letter could not be stored just now; nothing was changed. Please try again.",
    );
  }
  try {
    await prisma.$transaction(async (tx) => {
      const sent = await tx.grantApproval.updateMany({
        where: { applicationId: application.id, approvedAt: { not: null }, letterFile: null },
        data: {
          letterNo,
          letterFile: name,
          letterSentAt: sentAt,
          letterSignedAs: signerCapacityOf(session.roles),
          letterSignedBy: session.fullName,
        },
      });
      if (sent.count !== 1) throw new AppError("CONFLICT", "The sanction letter is sent already");
      await moveApplication(tx, {
        applicationId: application.id,
        action: "sanction",
        from: application.state,
        session,
        remark: letterNo,
      });
      await appendAudit(tx, {
        applicationId: application.id,
        action: "grant.letter",
        actorId: session.memberId,
        remark: letterNo,
        amountPaise: grant.sanctionedPaise,
      });
    }, WRITE_TRANSACTION);
  } catch (error) {
    await removeStored(APPLICATION_FOLDER, [name]);
    throw error;
  }
  await mailLetter(application.id, letterNo, name).catch((error: unknown) => console.error("sanction mail", error));
  return {
    letterNo,
    ...(await getGrantApproval(session, application.id)),
    tableProjectApplication: await getApplicationOrThrow(session, application.id),
  };
};

/** The unit's chairman (and the member who started the application) get the letter's link: the mail module sends no attachments. */
const mailLetter = (applicationId: number, letterNo: string, storedName: string) =>
  mailUnit(applicationId, (application) => ({
    subject: `Sanction letter ${letterNo} for application ${application.applicationNo}`,
    lines: [
      `The trust has sanctioned the grant for project application ${application.applicationNo} (${application.title}).`,
      "The sanction letter (PDF) is here, after logging in to the portal:",
      absoluteUrl(`/api/storage/${APPLICATION_FOLDER}/${storedName}`),
      "",
      "It can also be read as a page:",
      absoluteUrl(`/projects/sanctionletter/${applicationId}`),
    ],
  }));
