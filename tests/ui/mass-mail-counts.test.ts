// @database-independent
// The mass mailer's counts are grouped the Indian way (formatCount), where thousands of recipients
// are likely: "1,23,456 recipients", "Send to 1,23,456 recipients", "1,234 sent, 0 failed, 5 left".
import {
  confirmSendText,
  listCountsText,
  optedOutText,
  progressText,
  progressWithSkippedText,
  recipientsText,
} from "@/components/massmail/mail-counts";

const counts = { sent: 123456, failed: 1234, left: 12345, skipped: 2000 };

it("writes the audience's count and the confirmation grouped", () => {
  expect(recipientsText(123456)).toBe("1,23,456 recipients");
  expect(`Send to ${recipientsText(1234)}`).toBe("Send to 1,234 recipients");
  expect(confirmSendText("Dues", 123456, true)).toBe(
    "“Dues” will be sent to 1,23,456 recipients as an essential notice. This cannot be undone.",
  );
  expect(optedOutText(1234)).toBe(" (1,234 unsubscribed addresses left out)");
  expect(optedOutText(1)).toBe(" (1 unsubscribed address left out)");
  expect(optedOutText(0)).toBe("");
});

it("writes a mailing's progress grouped", () => {
  expect(progressText(counts)).toBe("1,23,456 sent, 1,234 failed, 12,345 left");
  expect(progressWithSkippedText(counts)).toBe("1,23,456 sent, 1,234 failed, 12,345 left, 2,000 unsubscribed");
  expect(progressWithSkippedText({ ...counts, skipped: 0 })).toBe("1,23,456 sent, 1,234 failed, 12,345 left");
});

it("writes the list's line grouped, leaving out what is nought", () => {
  expect(listCountsText(counts)).toBe("1,23,456 sent, 1,234 failed, 12,345 left");
  expect(listCountsText({ sent: 5, failed: 0, left: 0 })).toBe("5 sent");
});
