// @database-independent
// The Blog and News screen's two edit forms: a heading that names the form, the title first (after
// the video's kind), each kind's own fields, the image upload (its file input named by the image), and "Publish on the public site"
// with what publishing means for it, then Save and Cancel.
import { renderToStaticMarkup } from "react-dom/server";
import { textOf } from "@/tests/helpers/markup-text";
import { BlogPostForm } from "@/components/content-admin/blog-post-form";
import { NewsItemForm } from "@/components/content-admin/news-item-form";
import { adminPost as post, adminVideo as video } from "./content-admin-rows";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));

const noop = () => undefined;
/** The labels in the order they stand. */
const labels = (html: string) => [...html.matchAll(/<(?:label|legend)[^>]*>(.*?)<\/(?:label|legend)>/g)].map((match) => match[1]);

describe("the blog post form", () => {
  it("is named by its heading and has the post's fields in order, the title required", () => {
    const html = renderToStaticMarkup(<BlogPostForm post={null} onSaved={noop} onCancel={noop} />);
    expect(html).toMatch(/^<form noValidate="" class="space-y-5" aria-labelledby="blog-form-heading">/);
    expect(html).toContain('<h3 id="blog-form-heading" class="text-lg font-semibold text-slate-900">New blog post</h3>');
    expect(textOf(labels(html).join("|"))).toMatch(
      /^Title.*\|Address \(slug\)\|Summary\|Body.*\|Upload cover image\|Publish on the public site$/,
    );
    expect(html).toMatch(/<input[^>]*required=""[^>]*maxLength="200"/);
    expect(html).toMatch(/<input[^>]*type="file" aria-label="Cover image"/);
    expect(html).toContain("No image chosen.");
    expect(html).toContain(
      "Published posts appear on the landing page and under News Section at once. Unticked, the post is kept as a draft.",
    );
    expect(html).toMatch(/<button type="submit"[^>]*>/);
    expect(html).toContain(">Cancel</button>");
  });

  it("names the post edited and shows its cover", () => {
    const html = renderToStaticMarkup(<BlogPostForm post={post} onSaved={noop} onCancel={noop} />);
    expect(html).toContain("Edit “A post”</h3>");
    expect(html).toContain('value="A post"');
    expect(html).toContain("Replace cover image");
    expect(html).toContain('alt="Cover image preview"');
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*checked=""/);
  });
});

describe("the news item form", () => {
  it("is named by its heading and has the kind, title, URL and thumbnail, in order", () => {
    const html = renderToStaticMarkup(<NewsItemForm item={null} onSaved={noop} onCancel={noop} />);
    expect(html).toMatch(/^<form noValidate="" class="space-y-5" aria-labelledby="news-form-heading">/);
    expect(html).toContain('<h3 id="news-form-heading" class="text-lg font-semibold text-slate-900">New video</h3>');
    expect(textOf(labels(html).join("|"))).toMatch(
      /^Where it shows.*\|News and Events\|Speech\|Title.*\|Video URL.*\|Upload thumbnail\|Publish on the public site$/,
    );
    expect(html).toContain(
      "Shown until a visitor plays the video. PNG, JPEG or GIF, up to 5 MB. Without one, the foundation&#x27;s image is shown.",
    );
    expect(html).toMatch(/<input[^>]*type="file" aria-label="Thumbnail"/);
    expect(html).toContain("Published videos appear on the landing page at once.");
  });

  it("names the video edited, and shows the default thumbnail as none", () => {
    const html = renderToStaticMarkup(<NewsItemForm item={video} onSaved={noop} onCancel={noop} />);
    expect(html).toContain("Edit “A talk”</h3>");
    expect(html).toContain('value="A talk"');
    expect(html).toContain("No image chosen.");
    expect(html).not.toMatch(/<input[^>]*type="checkbox"[^>]*checked=""/);
  });
});
