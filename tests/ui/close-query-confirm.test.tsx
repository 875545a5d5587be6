// @database-independent
// Close query asks first: a closed query cannot be reopened, so the button only opens a
// confirmation, and the query is closed (updateprojectquery) from the dialog's confirm. Without a
// browser the controls are stand-ins that keep their props, and their handlers are called directly
// (the dialog itself is checked by e2e/project-applications.spec.ts).
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CloseQueryPart } from "@/components/projects/queries-screen";
import type { TQueryView } from "@/components/projects/project-types";

type TButtonProps = { children?: ReactNode; onClick?: () => void };
type TDialogProps = { open: boolean; title: string; message: ReactNode; confirmLabel: string; onConfirm: () => void };

const buttons: TButtonProps[] = [];
const dialogs: TDialogProps[] = [];
const closeQuery = jest.fn(async () => ({ ok: false, status: 0, message: "offline", fields: {} }));

jest.mock("@/components/ui/button", () => ({
  Button: (props: TButtonProps) => {
    buttons.push(props);
    return <button type="button">{props.children}</button>;
  },
}));
jest.mock("@/components/ui/confirm-dialog", () => ({
  ConfirmDialog: (props: TDialogProps) => {
    dialogs.push(props);
    return null;
  },
}));
jest.mock("@/components/projects/queries-api", () => ({
  closeQuery: (...args: unknown[]) => closeQuery(...(args as [])),
  fetchOpenQueries: jest.fn(),
  replyToQuery: jest.fn(),
}));

const query = (state: TQueryView["state"]) =>
  ({ id: 41, applicationId: 9, applicationNo: "TP-2025-0009", state }) as unknown as TQueryView;

const render = (state: TQueryView["state"]) => {
  buttons.length = 0;
  dialogs.length = 0;
  closeQuery.mockClear();
  renderToStaticMarkup(<CloseQueryPart query={query(state)} onClosed={() => {}} />);
  const closeButton = buttons.find((props) => props.children === "Close query");
  if (!closeButton?.onClick) throw new Error("no Close query button");
  return { closeButton, dialog: dialogs.at(-1) };
};

it.each(["ANSWERED", "OPEN"] as const)("does not close an %s query when Close query is pressed", (state) => {
  const { closeButton } = render(state);
  closeButton.onClick?.();
  expect(closeQuery).not.toHaveBeenCalled();
});

it("asks in a dialog, shut until asked, which closes the query when confirmed", () => {
  const { dialog } = render("ANSWERED");
  expect(dialog).toMatchObject({ open: false, title: "Close the query on TP-2025-0009?", confirmLabel: "Close query" });
  expect(dialog?.message).toMatch(/cannot be reopened/);
  dialog?.onConfirm();
  expect(closeQuery).toHaveBeenCalledWith(41, undefined);
});

it("says an unanswered query was never answered", () => {
  expect(render("OPEN").dialog?.message).toMatch(/has not answered it yet/);
});
