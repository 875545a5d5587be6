// The mass mailer's counts as people read them, grouped the Indian way (formatCount): the
// audience's count, the confirmation, a mailing's progress and the list of mailings. Pure, so that
// a test reads them without the screens' loads.
import { formatCount } from "@/lib/format-count";
import type { TCounts } from "./massmail-api";

/** "1,23,456 recipients". */
export const recipientsText = (count: number) => `${formatCount(count)} recipients`;

/** " (1,234 unsubscribed addresses left out)", or "" when none was. */
export const optedOutText = (optedOut: number) =>
  optedOut > 0 ? ` (${formatCount(optedOut)} unsubscribed address${optedOut === 1 ? "" : "es"} left out)` : "";

/** The confirmation's message: "“Dues” will be sent to 1,234 recipients. This cannot be undone." */
export const confirmSendText = (subject: string, count: number, essential: boolean) =>
  `“${subject}” will be sent to ${recipientsText(count)}${essential ? " as an essential notice" : ""}. This cannot be undone.`;

/** "1,234 sent, 0 failed, 5 left": a mailing's progress (the progress bar's value text). */
export const progressText = (counts: Pick<TCounts, "sent" | "failed" | "left">) =>
  `${formatCount(counts.sent)} sent, ${formatCount(counts.failed)} failed, ${formatCount(counts.left)} left`;

/** As progressText, and ", 12 unsubscribed" when some were left out. */
export const progressWithSkippedText = (counts: Pick<TCounts, "sent" | "failed" | "left" | "skipped">) =>
  `${progressText(counts)}${counts.skipped > 0 ? `, ${formatCount(counts.skipped)} unsubscribed` : ""}`;

/** The list's line: "1,234 sent", then ", 2 failed" and ", 5 left" when there are some. */
export const listCountsText = (counts: Pick<TCounts, "sent" | "failed" | "left">) =>
  `${formatCount(counts.sent)} sent${counts.failed > 0 ? `, ${formatCount(counts.failed)} failed` : ""}${
    counts.left > 0 ? `, ${formatCount(counts.left)} left` : ""
  }`;
