// @database-independent
import { durationInWords } from "./duration-words";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

it.each([
  [DAY, "a day"],
  [2 * DAY, "2 days"],
  [12 * HOUR, "12 hours"],
  [HOUR, "an hour"],
  [MINUTE, "a minute"],
  [90 * MINUTE, "an hour and 30 minutes"],
  [DAY + 6 * HOUR, "a day and 6 hours"],
  [DAY + 2 * HOUR + 30 * MINUTE, "a day, 2 hours and 30 minutes"],
  [7 * DAY, "7 days"],
  [DAY + 500, "a day"],
])("writes %i ms as %s", (ms, words) => {
  expect(durationInWords(ms)).toBe(words);
});

it("refuses less than a second", () => {
  expect(() => durationInWords(500)).toThrow(RangeError);
});
