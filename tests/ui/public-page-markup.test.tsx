// @database-independent
// Markup rules of the public pages checked on their components: one id per page (the CSR page
// and the footer both said id="contact", so the footer's "Contact Us" link jumped to the page's
// section) and ASCII-only text (docs/decisions.md: a non-ASCII character about doubled the cost
// of writing each cached page; the page links' gap was an ellipsis character).
import { renderToStaticMarkup } from "react-dom/server";
import CsrPage from "@/app/(public)/(site)/csr/page";
import { SiteFooter } from "@/components/layout/site-footer";
import { Pagination } from "@/components/public/pagination";
import { FOOTER_LINKS } from "@/lib/menus";

const idsOf = (markup: string) => [...markup.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id);

describe("the CSR page with the site footer", () => {
  it("has one id=contact, the footer's, which the footer's Contact Us link names", () => {
    const markup = renderToStaticMarkup(
      <>
        <CsrPage />
        <SiteFooter />
      </>,
    );
    const ids = idsOf(markup);
    expect(ids.filter((id) => id === "contact")).toHaveLength(1);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(FOOTER_LINKS.find((link) => link.title === "Contact Us")?.link).toBe("#contact");
    expect(renderToStaticMarkup(<SiteFooter />)).toContain('id="contact"');
  });
});

describe("the page links", () => {
  it("are ASCII on a long list, with the gaps hidden from screen readers", () => {
    for (const page of [1, 5, 10]) {
      const markup = renderToStaticMarkup(
        <Pagination page={page} totalPages={10} hrefFor={(n) => `/blog/blogs?page=${n}`} label="Pages" />,
      );
      expect(markup.match(/[^\x00-\x7f]/g) ?? []).toEqual([]);
      const gaps = [...markup.matchAll(/<li [^>]*aria-hidden="true"[^>]*>/g)];
      expect(gaps.length).toBeGreaterThan(0);
    }
  });
});
