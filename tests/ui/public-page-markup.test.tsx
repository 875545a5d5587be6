// @database-independent
// Markup rules of the public pages checked on their components: one id per page (the CSR page
// and the footer both said id="contact", so the footer's "Contact Us" link jumped to the page's
// section).
import { renderToStaticMarkup } from "react-dom/server";
import CsrPage from "@/app/(public)/(site)/csr/page";
import { SiteFooter } from "@/components/layout/site-footer";
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
