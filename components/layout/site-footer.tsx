import { PageLink } from "@/components/public/page-link";
import { Icon } from "@/components/ui/icons";
import { istToday } from "@/lib/india-time";
import { FOOTER_LINKS } from "@/lib/menus";
import { SITE_CONTACT, SITE_PHONE_HREF } from "@/lib/content/site-contact";
import { siteSocialLinks } from "@/lib/seo/site-social";

/** app/globals.css */
const LINK = "footer-link";

/**
 * The footer of every public page: links, social icons, the secretariat's address. Below the first
 * screen on all but the shortest pages, so the browser lays it out only once the visitor nears it.
 */
export const SiteFooter = () => {
  const social = siteSocialLinks();
  return (
    <footer className="below-fold mt-auto bg-brand-900 text-sm text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-base font-semibold text-white">Federation Foundation</p>
          <p className="mt-2 max-w-xs leading-relaxed">
            The charitable foundation of the national federation of service-club tables and circles.
          </p>
          {social.length > 0 && (
            <ul className="mt-5 flex gap-3">
              {social.map((item) => (
                <li key={item.name}>
                  <a
                    href={item.href}
                    aria-label={item.label}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                  >
                    <Icon name={item.name} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label="Footer">
          <p className="font-semibold text-white">Quick links</p>
          <ul className="mt-3 space-y-2">
            {FOOTER_LINKS.map((item) => (
              <li key={item.title}>
                <PageLink href={item.link} className={LINK}>
                  {item.title}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div id="contact">
          <p className="font-semibold text-white">Contact us</p>
          <address className="mt-3 space-y-3 not-italic">
            <p className="flex gap-2">
              <Icon name="map-pin" className="mt-0.5 size-4" />
              <span>
                {SITE_CONTACT.organisation}
                {SITE_CONTACT.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className="flex items-center gap-2">
              <Icon name="phone" className="size-4" />
              <a href={SITE_PHONE_HREF} className={LINK}>
                {SITE_CONTACT.phone}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Icon name="mail" className="size-4" />
              <a href={`mailto:${SITE_CONTACT.email}`} className={`${LINK} break-all`}>
                {SITE_CONTACT.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 sm:px-6">
          Copyright {istToday().slice(0, 4)} Federation Foundation. All rights reserved.
        </p>
      </div>
    </footer>
  );
};
