// @database-independent
// The secretariat's two member dialogs (/manage/manageuserbyadmin): "Create a user" and "Edit …".
// Both show the member's text fields and the table and circle pickers in two columns, then the
// roles; creating asks for a password among them, editing for a remark for the log after the roles.
// The dialog's panel is rendered in place (Headless UI's portal renders nothing on the server).
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { textOf } from "@/tests/helpers/markup-text";
import { CreateUserDialog } from "@/components/manage/create-user-dialog";
import { MemberEditDialog } from "@/components/manage/member-edit-dialog";
import { refusalOf } from "@/components/manage/member-form-parts";
import { adminMember } from "./admin-member";

jest.mock("@/components/ui/modal", () => ({
  Modal: ({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) => (
    <section aria-label={title}>
      <p>{description}</p>
      {children}
    </section>
  ),
}));

const units = {
  tables: [
    { tableNo: 3, name: "Bombay", isDecharted: false },
    { tableNo: 9, name: "Old", isDecharted: true },
  ],
  circles: [{ circleNo: 1, name: "Ladies" }],
};
const noop = () => undefined;
/** The grid's labels, in order, each with its required mark. */
const gridLabels = (html: string) => {
  const grid = /<div class="grid gap-4 sm:grid-cols-2">(.*?)<fieldset/.exec(html)?.[1] ?? "";
  return [...grid.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map((match) => textOf(match[1]!));
};

describe("the Create a user dialog", () => {
  const html = renderToStaticMarkup(<CreateUserDialog open units={units} onClose={noop} onCreated={noop} />);

  it("asks for the new member's details, table or circle and password in the grid, then the roles", () => {
    expect(textOf(html)).toContain("The account is approved at once.");
    expect(gridLabels(html)).toEqual([
      "User name *",
      "Full name *",
      "Title",
      "Mobile number",
      "E-mail",
      "Table No.",
      "Circle No.",
      "Password *",
    ]);
    expect(textOf(html)).toContain("3-40 letters, digits, dot, underscore or hyphen");
    expect(textOf(html)).toContain("At least 8 characters with a letter and a digit");
    expect(html).toContain('autoComplete="new-password"');
    expect(html).toMatch(/<legend[^>]*>Roles<\/legend>/);
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/>User<\/label>/);
    expect(html).not.toContain("Remark for the log");
    expect(html).not.toContain("RT9");
  });
});

describe("the Edit dialog", () => {
  const html = renderToStaticMarkup(
    <MemberEditDialog member={{ ...adminMember, panCard: "ABCDE1234F" }} units={units} onClose={noop} onSaved={noop} />,
  );

  it("shows the member's details, table or circle in the grid, then the roles and a remark", () => {
    expect(html).toContain('aria-label="Edit Devi Desk"');
    expect(textOf(html)).toContain("User name: devi.desk");
    expect(gridLabels(html)).toEqual(["Title", "Full name *", "Mobile number", "E-mail", "PAN", "Table No.", "Circle No."]);
    expect(html).toMatch(/<input[^>]*inputMode="tel"/);
    expect(html).toMatch(/<input[^>]*inputMode="email"[^>]*value="devi@example.org"/);
    expect(html).toContain('value="ABCDE1234F"');
    expect(textOf(html)).toContain("10 digits, optionally after +91 or 0");
    expect(textOf(html)).toMatch(/Roles.*Remark for the log.*Optional: why this change was made/);
    expect(html).not.toContain("Password");
  });
});

describe("a refused save in either dialog", () => {
  it("shows each error under its field, a role's under the roles, and asks to correct them", () => {
    const refused = refusalOf({
      ok: false,
      status: 400,
      message: "Invalid input.",
      fields: { userName: "Taken.", "roles.1": "Unknown role." },
    });
    expect(refused).toEqual({
      errors: { userName: "Taken.", roles: "Unknown role." },
      status: { tone: "error", text: "Please correct the marked fields." },
    });
  });

  it("shows the API's message when no field is named", () => {
    expect(refusalOf({ ok: false, status: 409, message: "The member changed meanwhile.", fields: {} }).status).toEqual({
      tone: "error",
      text: "The member changed meanwhile.",
    });
  });
});
