// @database-independent
import { formatCount, pageOf } from "./format-count";

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

it.each([
  [1, 1, "page 1 of 1"],
  [3, 12, "page 3 of 12"],
  [1001, 1234, "page 1,001 of 1,234"],
  [1, 0, "page 1 of 1"],
])("pageOf(%i, %i) reads %s", (number, pages, text) => {
  expect(pageOf(number, pages)).toBe(text);
});
