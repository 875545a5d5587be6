// @database-independent
// A duplicate's thread names its original, and an original's names its duplicates. Category
// admins and Admin open them with a click; the requester, who may not read another member's
// request (404), sees the ticket numbers as text instead of links that fail to load.
import { renderToStaticMarkup } from "react-dom/server";
import { ThreadHeader } from "@/components/service-requests/thread-header";
import type { TServiceRequest } from "@/components/service-requests/service-request-types";

const request: TServiceRequest = {
  serviceRequestId: 12,
  serviceTicketNumber: "SR-2026-000012",
  serviceRequestTitle: "Printer does not print",
  serviceCategoryId: 1,
  category: "IT Support",
  serviceRequestStatus: 10,
  statusRemark: null,
  createdOn: null,
  updatedOn: "2026-11-22T10:05:00.000Z",
  requestedBy: { memberId: 14, title: "Ms.", fullName: "Meera Member", rtTableNo: 1 },
  actionCount: null,
  lastActionOn: null,
  duplicateOf: { serviceRequestId: 3, serviceTicketNumber: "SR-2026-000003" },
  duplicates: [{ serviceRequestId: 20, serviceTicketNumber: "SR-2026-000020" }],
  serviceActions: [],
};

const header = (canChangeStatus: boolean) =>
  renderToStaticMarkup(
    <ThreadHeader
      request={request}
      headingId="heading"
      headingRef={null}
      canChangeStatus={canChangeStatus}
      onOpenRequest={() => undefined}
    />,
  );

/** The linked tickets that are buttons. */
const buttons = (markup: string) => [...markup.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map(([, text]) => text);

describe("the thread header's linked tickets", () => {
  it("are buttons that open them for those who may change the status, plain ticket numbers for the requester", () => {
    expect(buttons(header(true))).toEqual(["SR-2026-000003", "SR-2026-000020"]);
    expect(header(true)).toContain("Please follow that request for updates.");

    const markup = header(false);
    expect(buttons(markup)).toEqual([]);
    expect(markup).toContain("This request is a duplicate of <span");
    expect(markup).toContain(">SR-2026-000003</span>");
    expect(markup).toContain(">SR-2026-000020</span>");
    // Not asked to follow a request they may not be able to open.
    expect(markup).not.toContain("follow that request");
    expect(markup).toContain("The helpdesk is handling the matter there.");
  });
});
