// Every job the app runs, by name. A worker only claims jobs it finds here, so an instance of an
// older release leaves a newer release's jobs to the instances that know them.
import { prunePageCache } from "../cache/prune-page-cache";
import { removeUnclaimedUploads } from "../content/visitor-uploads";
import { deleteExpiredRateLimits } from "../http/rate-limit";
import { mailRetryJob } from "../mail/retry-mail";
import { PASSWORD_RESET_JOB, runPasswordResetJob } from "../members/request-password-reset";
import { MEMBER_MAIL_JOB, runMemberMailJob } from "../members/member-mail";
import { massMailJob } from "../massmail/send-slice";
import { directoryPdfJob } from "../reports/directory-pdf-job";
import { removeExpiredReportPdfs, removeOrphanReportPdfs } from "../reports/stored-pdfs";
import { sandboxNotifyJob } from "../payments/sandbox";
import { receiptJob } from "../payments/receipt-job";
import { pledgeAcknowledgementJob } from "../payments/pledge-acknowledgement";
import { sweepUnconfirmedJob } from "../payments/sweep-unconfirmed";
import { postingRoleJob } from "../tables/posting-role-job";
import { pruneFinishedJobs } from "./prune";
import type { TJobDefinition } from "./queue";

const HOUR = 60 * 60 * 1000;

export const JOBS: readonly TJobDefinition[] = [
  { name: PASSWORD_RESET_JOB, run: runPasswordResetJob },
  // Issue 13: mass mail, sent in slices (lib/massmail/send-slice.ts).
  massMailJob(),
  // Issue 13: the secretariat's decisions told to the member (sign-up, age proof).
  { name: MEMBER_MAIL_JOB, run: runMemberMailJob },
  // Issue 14: the directory of tables as one PDF (lib/reports/directory-pdf-job.ts).
  directoryPdfJob(),
  // Issue 15: the sandbox gateway's server-to-server notification (lib/payments/sandbox.ts).
  sandboxNotifyJob(),
  // Issue 15: a receipt's PDF, mailed to the payer once (lib/payments/receipt-job.ts).
  receiptJob(),
  // A pledge's reference, amount and pay-later link, mailed once (lib/payments/pledge-acknowledgement.ts).
  pledgeAcknowledgementJob(),
  // CCAvenue payments left pending, asked about at its order status API every 15 minutes (lib/payments/sweep-unconfirmed.ts).
  sweepUnconfirmedJob(),
  // A posting recorded in advance gives its role on 1 July of its year (lib/tables/posting-role-job.ts).
  postingRoleJob(),
  // Outgoing mail that SMTP refused for a passing reason, sent again on a backoff (lib/mail/retry-mail.ts).
  mailRetryJob(),
  {
    name: "visitor-uploads.remove-unclaimed",
    everyMs: HOUR,
    run: async () => {
      await removeUnclaimedUploads();
    },
  },
  {
    name: "maintenance.prune",
    everyMs: HOUR,
    run: async () => {
      await deleteExpiredRateLimits();
      await pruneFinishedJobs();
      await prunePageCache();
      await removeExpiredReportPdfs();
      // After it: a file it could not delete is recorded again, so this leaves it alone.
      await removeOrphanReportPdfs();
    },
  },
];
