// @database-independent
import {
  AttachmentError,
  classifySendFailure,
  failedRow,
  isUnanswered,
  MAX_MAIL_ATTEMPTS,
  nextAttemptAfter,
} from "./mail-failure";

// Shaped as nodemailer's errors are: message, code, and for a server's reply responseCode.
const smtpError = (code: string, responseCode?: number) =>
  Object.assign(new Error(`${code} ${responseCode ?? ""}`), { code, ...(responseCode ? { responseCode } : {}) });

describe("classifySendFailure", () => {
  it.each([
    ["a refused connection", smtpError("ESOCKET")],
    ["a connection error", smtpError("ECONNECTION")],
    ["a timeout (connection or greeting)", smtpError("ETIMEDOUT")],
    ["a DNS failure", smtpError("EDNS")],
    ["a garbled reply", smtpError("EPROTOCOL")],
    ["421 at the greeting", smtpError("EPROTOCOL", 421)],
    ["451 to RCPT", smtpError("EENVELOPE", 451)],
    ["452 to DATA", smtpError("EMESSAGE", 452)],
    ["454 to AUTH", smtpError("EAUTH", 454)],
    ["535 to AUTH (our credentials refused: the settings wait to be fixed)", smtpError("EAUTH", 535)],
    ["an error without a code", new Error("socket hang up")],
    ["something thrown that is not an Error", "boom"],
  ])("passes: %s", (_, error) => {
    expect(classifySendFailure(error)).toBe("transient");
  });

  it.each([
    ["550 to RCPT", smtpError("EENVELOPE", 550)],
    ["554 to DATA", smtpError("EMESSAGE", 554)],
    ["an address nodemailer cannot use", smtpError("EENVELOPE")],
    ["a message nodemailer cannot send", smtpError("EMESSAGE")],
    ["a stored attachment gone", new AttachmentError("attachment receipts/x.pdf is missing from storage")],
  ])("is final: %s", (_, error) => {
    expect(classifySendFailure(error)).toBe("permanent");
  });

  it("calls unanswered only what never had a reply from a server", () => {
    expect(isUnanswered(smtpError("ESOCKET"))).toBe(true);
    expect(isUnanswered(smtpError("EENVELOPE", 451))).toBe(false);
    expect(isUnanswered(smtpError("EENVELOPE", 550))).toBe(false);
    // Refused credentials fail every due mail alike: the run stops there too.
    expect(isUnanswered(smtpError("EAUTH", 535))).toBe(true);
    expect(isUnanswered(new AttachmentError("gone"))).toBe(false);
  });
});

describe("the backoff", () => {
  const now = new Date("2026-11-27T10:00:00.000Z");
  const minutesAfter = (attempts: number) => {
    const next = nextAttemptAfter(attempts, now);
    return next ? (next.getTime() - now.getTime()) / 60_000 : null;
  };

  it("waits 1 min, 5 min, 30 min, 2 h and 6 h, then gives up after the sixth try", () => {
    expect([1, 2, 3, 4, 5, 6].map(minutesAfter)).toEqual([1, 5, 30, 120, 360, null]);
    expect(MAX_MAIL_ATTEMPTS).toBe(6);
  });

  it("keeps a passing failure for later, and gives it up after the last try", () => {
    const busy = smtpError("EENVELOPE", 451);
    expect(failedRow(busy, 1, true, now)).toEqual({
      status: "retrying",
      nextAttemptAt: new Date("2026-11-27T10:01:00.000Z"),
      error: busy.message,
    });
    expect(failedRow(busy, 6, true, now)).toEqual({
      status: "failed",
      nextAttemptAt: null,
      error: `Given up after 6 tries: ${busy.message}`,
    });
  });

  it("never keeps a refusal for good, nor any failure of a mail that is not to be retried", () => {
    expect(failedRow(smtpError("EENVELOPE", 550), 1, true, now)).toMatchObject({ status: "failed", nextAttemptAt: null });
    expect(failedRow(smtpError("ESOCKET"), 1, false, now)).toMatchObject({ status: "failed", nextAttemptAt: null });
  });
});
