// Publishing regenerates the cached public pages at once; outside a Next.js request it is a no-op.
import { revalidatePath } from "next/cache";
import { PUBLIC_CONTENT_PATHS, revalidatePublicPages } from "./revalidate-public-pages";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

const mocked = revalidatePath as jest.MockedFunction<typeof revalidatePath>;

describe("revalidatePublicPages", () => {
  beforeEach(() => mocked.mockReset());

  it("revalidates the landing, the blog lists (public addresses and their routes), the sitemap and the post", () => {
    const paths = revalidatePublicPages(["/blog/a-post"]);
    expect(paths).toEqual(expect.arrayContaining(["/", "/landing", "/blog", "/blog/blogs", "/sitemap.xml", "/blog/a-post"]));
    expect(mocked).toHaveBeenCalledWith("/(public)/(site)/blog/blogs/page/[page]", "page");
    expect(mocked).toHaveBeenCalledWith("/(public)/(landing)/landing/[variant]", "page");
    expect(mocked).toHaveBeenCalledWith("/blog/a-post");
    expect(mocked).toHaveBeenCalledTimes(PUBLIC_CONTENT_PATHS.length + 1);
  });

  it("is quiet outside a request and logs anything else", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    mocked.mockImplementation(() => {
      throw new Error('Invariant: static generation store missing in revalidatePath("/")');
    });
    expect(() => revalidatePublicPages()).not.toThrow();
    expect(log).not.toHaveBeenCalled();
    mocked.mockImplementation(() => {
      throw new Error("disk full");
    });
    expect(() => revalidatePublicPages()).not.toThrow();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
