// @database-independent
// A body is HTML when it holds a tag the blog keeps; otherwise it is plain text: escaped, in paragraphs.
import { sanitizeBlogHtml } from "./sanitize-blog-html";

describe("sanitizeBlogHtml", () => {
  it("keeps angle-bracketed text of a plain body and makes its paragraphs", () => {
    const body = "The camp served 400.\n\nWrite to Ravi Kumar <ravi@example.com>.\n\nPress <Enter> to continue.";
    expect(sanitizeBlogHtml(body)).toBe(
      [
        "<p>The camp served 400.</p>",
        "<p>Write to Ravi Kumar &lt;ravi@example.com&gt;.</p>",
        "<p>Press &lt;Enter&gt; to continue.</p>",
      ].join("\n"),
    );
    // A tag the blog does not keep is text too, shown as typed rather than run.
    expect(sanitizeBlogHtml("Use <div> for boxes; <script>alert(1)</script> is refused.")).toBe(
      "<p>Use &lt;div&gt; for boxes; &lt;script&gt;alert(1)&lt;/script&gt; is refused.</p>",
    );
  });

  it("cleans a body that holds a tag the blog keeps, whatever its case", () => {
    expect(sanitizeBlogHtml('<P onclick="x()">Hello <B>world</B></P><script>alert(1)</script>')).toBe(
      "<p>Hello <strong>world</strong></p>",
    );
    expect(sanitizeBlogHtml("Line one<br/>line two")).toBe("Line one<br />line two");
    // A name that only starts like a kept tag (<pre-order>, <bravo>) does not make the body HTML.
    expect(sanitizeBlogHtml("Order <pre-order> and <bravo> team")).toBe("<p>Order &lt;pre-order&gt; and &lt;bravo&gt; team</p>");
  });

  it("keeps an address or link in angle brackets within an HTML body as text; other unknown tags go", () => {
    expect(
      sanitizeBlogHtml(
        "<p>Write to Ravi <ravi@example.com> or <mailto:desk@example.org>, see <https://example.org/camp> and <www.example.org>.</p><p>A <span>box</span> <x-tag>here</x-tag>.</p>",
      ),
    ).toBe(
      "<p>Write to Ravi &lt;ravi@example.com&gt; or &lt;mailto:desk@example.org&gt;, see &lt;https://example.org/camp&gt; and &lt;www.example.org&gt;.</p><p>A box here.</p>",
    );
  });
});
