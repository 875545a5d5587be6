import type { Metadata } from "next";
import { ContentAdmin } from "@/components/content-admin/content-admin";
import { PageContainer } from "@/components/layout/page-container";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { listBlogPostsForAdmin } from "@/lib/content/list-blog-posts";
import { listNewsItemsForAdmin } from "@/lib/content/list-news-items";

export const metadata: Metadata = { title: "Blog and News" };

const ContentPage = async () => {
  await requirePageAccess("/manage/content");
  const [posts, news] = await Promise.all([listBlogPostsForAdmin(), listNewsItemsForAdmin()]);
  return (
    <PageContainer
      title="Blog and News"
      description="Write and publish blog posts, and the news and speech videos of the landing page. Published items appear on the public site at once."
    >
      <ContentAdmin firstPosts={posts} firstNews={news} />
    </PageContainer>
  );
};

export default ContentPage;
