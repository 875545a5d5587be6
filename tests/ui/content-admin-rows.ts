// A blog post and a video as the Blog and News screen has them: the post published with a cover,
// the video a speech in draft with the default thumbnail. Tests change what they are about with a spread.
import type { TBlogPostAdmin, TNewsItemAdmin } from "@/lib/content/types";

export const adminPost: TBlogPostAdmin = {
  id: 4,
  slug: "a-post",
  title: "A post",
  summary: "",
  coverImage: "/uploads/cover.png",
  author: "Ann Author",
  publishedAt: "2026-01-02T10:00:00.000Z",
  bodyHtml: "<p>Text</p>",
  isPublished: true,
  dateInvalid: false,
};

export const adminVideo: TNewsItemAdmin = {
  id: 7,
  kind: "speech",
  title: "A talk",
  url: "https://www.youtube-nocookie.com/embed/x",
  thumbnail: "/images/foundation-default.webp",
  publishedAt: "2026-01-02T10:00:00.000Z",
  isPublished: false,
  dateInvalid: false,
};
