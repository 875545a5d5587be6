// @database-independent
import { formatCount } from "./format-count";

it.each([
  [0, "0"],
  [15, "15"],
  [999, "999"],
  [1234, "1,234"],
  [123456, "1,23,456"],
  [12345678, "1,23,45,678"],
])("writes %i as %s", (count, text) => {
  expect(formatCount(count)).toBe(text);
});
