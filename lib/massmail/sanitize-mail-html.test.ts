// @database-independent
// A mail body is HTML when it holds a tag the mail keeps; otherwise it is plain text: escaped, in
// paragraphs, and its plain-text part shows what was typed.
import { mailHtmlToText, sanitizeMailHtml } from "./sanitize-mail-html";

describe("sanitizeMailHtml", () => {
  it("keeps angle-bracketed text of a plain body, in paragraphs, in both the HTML and the text part", () => {
    const body = "Dear members,\n\nWrite to Ravi Kumar <ravi@example.com>.\nPress <Enter> to confirm.\n\nThank you.";
    const html = sanitizeMailHtml(body);
    expect(html).toBe(
      [
        "<p>Dear members,</p>",
        "<p>Write to Ravi Kumar &lt;ravi@example.com&gt;.<br />Press &lt;Enter&gt; to confirm.</p>",
        "<p>Thank you.</p>",
      ].join("\n"),
    );
    expect(mailHtmlToText(html)).toBe(
      "Dear members,\n\nWrite to Ravi Kumar <ravi@example.com>.\nPress <Enter> to confirm.\n\nThank you.",
    );
  });

  it("treats tags the mail does not keep as text, and a body with a kept tag (any case, or div) as HTML", () => {
    // img is the blog's but not the mail's; span and script are neither.
    expect(sanitizeMailHtml('See <img src="/a.png"> and <span>x</span>; <script>alert(1)</script>')).toBe(
      '<p>See &lt;img src="/a.png"&gt; and &lt;span&gt;x&lt;/span&gt;; &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(sanitizeMailHtml("<DIV>Hello <B>all</B></DIV><script>alert(1)</script>")).toBe("<p>Hello <strong>all</strong></p>");
    // The editor writes typed angle brackets as entities: kept as text in both parts.
    const edited = sanitizeMailHtml("<p>Write to &lt;ravi@example.com&gt;</p>");
    expect(edited).toBe("<p>Write to &lt;ravi@example.com&gt;</p>");
    expect(mailHtmlToText(edited)).toBe("Write to <ravi@example.com>");
  });

  it("keeps an address or URL in angle brackets in an HTML body as text, and still drops unknown tags", () => {
    const body =
      "<p>Write to Ravi <ravi@example.com> or <mailto:asha@example.org>, see <https://example.org/a?b=1&c=2>.</p>" +
      '<p><a href="mailto:ravi@example.com">Ravi</a> <span>x</span><script>alert(1)</script></p>';
    const html = sanitizeMailHtml(body);
    expect(html).toBe(
      "<p>Write to Ravi &lt;ravi@example.com&gt; or &lt;mailto:asha@example.org&gt;, see &lt;https://example.org/a?b=1&amp;c=2&gt;.</p>" +
        '<p><a href="mailto:ravi@example.com" rel="noopener noreferrer" target="_blank">Ravi</a> x</p>',
    );
    expect(mailHtmlToText(html)).toBe(
      "Write to Ravi <ravi@example.com> or <mailto:asha@example.org>, see <https://example.org/a?b=1&c=2>.\n\nRavi (mailto:ravi@example.com) x",
    );
  });
});
