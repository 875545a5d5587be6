// sitemap.xml: every public page, every published blog post and every gallery year with projects
// (a year with none shows an empty state, marked noindex).
import type { MetadataRoute } from "next";
import { listPublishedPostLinks } from "@/lib/content/list-blog-posts";
import { listGalleryYearsWithProjects } from "@/lib/content/list-gallery-summaries";
import { absoluteUrl } from "@/lib/seo/site";

// Read from the database per request (there is none at build time): two queries, the posts'
// addresses and dates only, every published post (uncapped: lib/content/list-blog-posts.ts).
export const dynamic = "force-dynamic";

type TEntry = MetadataRoute.Sitemap[number];

const PAGES: { path: string; changeFrequency: TEntry["changeFrequency"]; priority: number }[] = [
  { path: "/", changeFrequency: "daily", priority: 1 },
  { path: "/blog/blogs", changeFrequency: "daily", priority: 0.9 },
  { path: "/blog", changeFrequency: "weekly", priority: 0.7 },
  { path: "/projectgallery", changeFrequency: "weekly", priority: 0.8 },
  { path: "/dashboard/aboutus", changeFrequency: "monthly", priority: 0.7 },
  { path: "/projectgrants", changeFrequency: "monthly", priority: 0.7 },
  { path: "/fcradonations", changeFrequency: "monthly", priority: 0.7 },
  { path: "/becomealmf", changeFrequency: "monthly", priority: 0.6 },
  { path: "/paymentgateway/pay", changeFrequency: "yearly", priority: 0.4 },
  { path: "/csr", changeFrequency: "monthly", priority: 0.6 },
  { path: "/recognition", changeFrequency: "monthly", priority: 0.6 },
  { path: "/signup", changeFrequency: "yearly", priority: 0.3 },
  { path: "/login", changeFrequency: "yearly", priority: 0.3 },
];

const sitemap = async (): Promise<MetadataRoute.Sitemap> => {
  const [posts, years] = await Promise.all([listPublishedPostLinks(), listGalleryYearsWithProjects()]);
  // One base for every post: slugs are letters, digits and dashes (lib/content/blog-post-input.ts),
  // so no post's address needs a URL of its own built (two per post, for thousands of posts).
  const postBase = absoluteUrl("/blog/");
  return [
    ...PAGES.map(({ path, changeFrequency, priority }) => ({ url: absoluteUrl(path), changeFrequency, priority })),
    ...posts.map((post) => ({
      url: `${postBase}${post.slug}`,
      lastModified: post.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
    ...years.map((year) => ({
      url: absoluteUrl(`/projectgallery/${year}`),
      changeFrequency: "monthly" as const,
      priority: 0.5,
    })),
  ];
};

export default sitemap;
