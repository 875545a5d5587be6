// @database-independent
// How the helpdesk names a person (components/service-requests/format.ts): title and name, and the
// table as the portal writes a unit everywhere ("RT1", SPEC.md section 1), or the Service Team.
import { personLabel, SERVICE_TEAM_LABEL } from "@/components/service-requests/format";
import type { TPerson } from "@/components/service-requests/service-request-types";

const person = (patch: Partial<TPerson>): TPerson => ({
  memberId: 7,
  title: "Mr.",
  fullName: "Tarun Exec",
  rtTableNo: 1,
  ...patch,
});

it("names a table member with the table written as RT and its number", () => {
  expect(personLabel(person({}))).toBe("Mr. Tarun Exec (RT1)");
});

it("leaves out a missing title and a missing table", () => {
  expect(personLabel(person({ title: null, rtTableNo: null }))).toBe("Tarun Exec");
});

it("names the Service Team for an unknown author", () => {
  expect(personLabel(null)).toBe(SERVICE_TEAM_LABEL);
});
