// @database-independent
// Cancel on the Blog and News screen's forms closes an untouched form at once, and asks (with the
// ConfirmDialog, "Discard your changes?") before it throws away a changed draft: a typed field,
// the publish box, an uploaded or removed image, or an image still uploading.
import { cancelWouldLoseWork } from "@/components/content-admin/draft-changes";
import type { TBlogDraft, TNewsDraft } from "@/components/content-admin/content-api";

const newPost: TBlogDraft = { title: "", summary: "", body: "", coverImage: "", slug: "", isPublished: false };
const storedPost: TBlogDraft = {
  id: 7,
  title: "Our new water plant",
  summary: "Two thousand litres a day.",
  body: "<p>The plant opened on Monday.</p>",
  coverImage: "/api/content/files/blog/cover.png",
  slug: "our-new-water-plant",
  isPublished: true,
};
const storedVideo: TNewsDraft = {
  id: 3,
  kind: "news",
  title: "Health camp",
  url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
  thumbnail: "/api/content/files/blog/thumb.png",
  isPublished: false,
};

describe("cancelWouldLoseWork", () => {
  it("lets an untouched form close at once, a new one or an opened post", () => {
    expect(cancelWouldLoseWork({ start: newPost, draft: { ...newPost }, uploading: false })).toBe(false);
    expect(cancelWouldLoseWork({ start: storedPost, draft: { ...storedPost }, uploading: false })).toBe(false);
    // Typed and then undone.
    expect(cancelWouldLoseWork({ start: storedPost, draft: { ...storedPost, title: storedPost.title }, uploading: false })).toBe(
      false,
    );
  });

  it("asks when a field, the publish box or the image changed", () => {
    expect(cancelWouldLoseWork({ start: newPost, draft: { ...newPost, title: "A" }, uploading: false })).toBe(true);
    expect(cancelWouldLoseWork({ start: newPost, draft: { ...newPost, body: "Half a post" }, uploading: false })).toBe(true);
    expect(cancelWouldLoseWork({ start: storedPost, draft: { ...storedPost, isPublished: false }, uploading: false })).toBe(true);
    // An image uploaded into a new post, and a stored image removed.
    expect(
      cancelWouldLoseWork({
        start: newPost,
        draft: { ...newPost, coverImage: "/api/content/files/blog/new.png" },
        uploading: false,
      }),
    ).toBe(true);
    expect(cancelWouldLoseWork({ start: storedVideo, draft: { ...storedVideo, thumbnail: "" }, uploading: false })).toBe(true);
    expect(cancelWouldLoseWork({ start: storedVideo, draft: { ...storedVideo, kind: "speech" }, uploading: false })).toBe(true);
  });

  it("asks while an image is still uploading, even before the draft has it", () => {
    expect(cancelWouldLoseWork({ start: newPost, draft: { ...newPost }, uploading: true })).toBe(true);
  });
});
