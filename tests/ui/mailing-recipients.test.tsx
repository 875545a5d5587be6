// @database-independent
// A mailing's recipients on the mass mail screen (/massmail): status filters (All pressed at first),
// then the page of recipients loading, failed (with Retry), empty, or as a table with each one's
// name, address, status and, unless sent, why not; page buttons when there is more than a page.
// Rows loaded for another filter or page are never shown as this one's. useLoad answers from `loaded`.
import { renderToStaticMarkup } from "react-dom/server";
import { MailingRecipients } from "@/components/massmail/mailing-recipients";
import type { TRecipientPage, TRecipientRow } from "@/components/massmail/massmail-api";
import { textOf } from "@/tests/helpers/markup-text";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";
import { tableRows } from "@/tests/helpers/table-cells";

type TLoaded = { value: (TRecipientPage & { view: string }) | null; error: string | null };
let loaded: TLoaded = { value: null, error: null };
jest.mock("@/components/shared/use-load", () => ({
  useLoad: () => ({ loading: loaded.value === null && loaded.error === null, ...loaded, errorStatus: null, retry: () => {} }),
}));

const recipient = (id: number, more: Partial<TRecipientRow> = {}): TRecipientRow => ({
  id,
  email: `member${id}@example.org`,
  name: `Member ${id}`,
  status: "SENT",
  attempts: 1,
  lastError: null,
  sentAt: "2026-11-30T05:00:00.000Z",
  ...more,
});
/** The first page with no filter (the view the screen opens on), of `total` recipients. */
const firstPage = (recipients: TRecipientRow[], total = recipients.length): TLoaded["value"] => ({
  view: ":1",
  recipients,
  total,
  page: 1,
  pageSize: 25,
});

const render = () => renderToStaticMarkup(<MailingRecipients id={4} subject="Annual dues" progress="2:1:SENDING" />);

describe("MailingRecipients", () => {
  it("offers the status filters, All pressed", () => {
    loaded = { value: null, error: null };
    const html = render();
    expect(html).toContain('role="group" aria-label="Show recipients"');
    const pressed = [...html.matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*>([^<]+)<\/button>/g)].map(
      ([, on, label]) => `${label}:${on}`,
    );
    expect(pressed).toEqual(["All:true", "Sent:false", "Failed:false", "Waiting:false", "Unsubscribed:false"]);
  });

  it("shows a table of the recipients, with why each unsent one was not sent", () => {
    loaded = {
      value: firstPage([
        recipient(1, { name: "Asha Raman", email: "asha.raman@example.org", lastError: "a stale error" }),
        recipient(2, { name: "Vikram Iyer", status: "FAILED", lastError: "550 mailbox unavailable" }),
      ]),
      error: null,
    };
    const html = render();
    expectValidTableNesting(html);
    expect(html).toContain('role="region" aria-label="Recipients of Annual dues"');
    expect(html).toContain('<caption class="sr-only">Recipients of Annual dues</caption>');
    expect(tableRows(html)).toEqual([
      ["Name", "E-mail", "Status", "Note"],
      // A sent copy has no note, whatever error an earlier try left.
      ["Asha Raman", "asha.raman@example.org", "Sent", ""],
      ["Vikram Iyer", "member2@example.org", "Failed", "550 mailbox unavailable"],
    ]);
    expect(html).not.toContain("Loading recipients");
    expect(html).not.toContain("Pages of recipients");
  });

  it("names each recipient status in the filters' words, not as the API's code", () => {
    loaded = {
      value: firstPage([
        recipient(1, { status: "PENDING", sentAt: null }),
        recipient(2, { status: "SENDING", sentAt: null }),
        recipient(3, { status: "SKIPPED", sentAt: null, lastError: "unsubscribed" }),
      ]),
      error: null,
    };
    expect(tableRows(render()).map((row) => row[2])).toEqual(["Status", "Waiting", "Sending", "Unsubscribed"]);
  });

  it("offers page buttons when there is more than a page, grouped the Indian way", () => {
    loaded = { value: firstPage([recipient(1)], 2_500_000), error: null };
    const html = render();
    expect(html).toContain('<nav aria-label="Pages of recipients"');
    expect(textOf(html)).toContain("Page 1 of 1,00,000");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Previous<\/button>/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Next<\/button>/);
  });

  it("says so when no recipient is in the filter, with no table", () => {
    loaded = { value: firstPage([]), error: null };
    const html = render();
    expect(textOf(html)).toContain("No recipients here");
    expect(html).not.toContain("<table");
  });

  it("shows loading, not rows loaded for another filter or page", () => {
    loaded = { value: { ...firstPage([recipient(1, { name: "Asha Raman" })])!, view: "FAILED:1" }, error: null };
    const html = render();
    expect(html).toContain("Loading recipients");
    expect(html).not.toContain("Asha Raman");
    expect(html).not.toContain("<table");
  });

  it("says why the recipients could not be loaded, with Retry", () => {
    loaded = { value: null, error: "The server is down." };
    const html = render();
    expect(textOf(html)).toContain("The recipients could not be loaded.");
    expect(textOf(html)).toContain("The server is down.");
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/);
    expect(html).not.toContain("Loading recipients");
  });
});
