// @database-independent
// The one textOf the tests of tests/ui read rendered markup with (tests/helpers/markup-text.ts).
import { textOf } from "@/tests/helpers/markup-text";

describe("the text of markup", () => {
  it("removes the tags and keeps the text between them as written", () => {
    expect(textOf('<p class="x">Page <strong>1</strong> of 3</p>')).toBe("Page 1 of 3");
    expect(textOf("<div><!-- -->No applications yet</div>")).toBe("No applications yet");
  });

  it("decodes the entities React writes, after the tags are removed", () => {
    expect(textOf("<span>Tom &amp; Jerry</span>")).toBe("Tom & Jerry");
    expect(textOf("the foundation&#x27;s image")).toBe("the foundation's image");
    expect(textOf("<q>&quot;Well 1&quot;</q>")).toBe('"Well 1"');
    expect(textOf("<code>&lt;b&gt;bold&lt;/b&gt;</code>")).toBe("<b>bold</b>");
  });

  it("keeps characters that need no entity, such as the rupee sign", () => {
    expect(textOf("<td>₹1,23,456 – “sanctioned”</td>")).toBe("₹1,23,456 – “sanctioned”");
  });
});
