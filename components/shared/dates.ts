// Dates as the portal shows them: Indian calendar days (Asia/Kolkata), written dd/mm/yyyy.
const DAY = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Asia/Kolkata" });

/** "24/11/2026" for an ISO timestamp or a `YYYY-MM-DD` day. */
export const formatDay = (iso: string) => DAY.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00+05:30` : iso));

const DATE_TIME = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** "26 Nov 2026, 1:30 am": a moment in India's time, wherever the browser is. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
