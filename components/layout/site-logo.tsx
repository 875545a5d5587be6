import { PageLink } from "@/components/public/page-link";
import { cx } from "@/components/ui/cx";
import type { TMenuTone } from "./menu-styles";

type TSiteLogoProps = { href: string; tone?: TMenuTone; className?: string; onClick?: () => void };

export const LOGO_WIDTH = 150;
export const LOGO_HEIGHT = 110;

/**
 * The logo's picture, as a plain <img>. It is an SVG, which Next's image optimiser hands over as
 * it is, so next/image would add nothing but its client code (about 14 KB) to the header of every
 * page. `fetchPriority="low"`: a 1 KB drawing need not be asked for ahead of the page's largest
 * picture, and React preloads every other <img> it renders, so the root not-found screen (in
 * every page's payload) would otherwise have each page preload a logo it does not show.
 */
export const LogoImage = ({ alt }: { alt: string }) => (
  // eslint-disable-next-line @next/next/no-img-element -- an SVG, served as the file itself (see above)
  <img src="/images/logo.svg" alt={alt} width={LOGO_WIDTH} height={LOGO_HEIGHT} decoding="async" fetchPriority="low" />
);

// One name for the logo's link on every page. ASCII-only: a single character beyond Latin-1 makes
// Node encode the whole cached page as UTF-16 on every response (measured: 4x slower).
const LOGO_ALT = "Federation Foundation home";

// On a light header, or on a white tile over the landing page's dark banner.
const LOGO_LINKS = {
  light: {
    className:
      "inline-flex shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
  },
  dark: {
    className:
      "inline-flex shrink-0 rounded-xl bg-white p-1 shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
  },
} satisfies Record<TMenuTone, { className: string }>;

/** The foundation's logo (150x110), linking home. */
export const SiteLogo = ({ href, tone = "light", className, onClick }: TSiteLogoProps) => (
  <PageLink href={href} onClick={onClick} className={cx(LOGO_LINKS[tone].className, className)}>
    <LogoImage alt={LOGO_ALT} />
  </PageLink>
);
