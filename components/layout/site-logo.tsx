import Image from "next/image";
import { PageLink } from "@/components/public/page-link";
import { cx } from "@/components/ui/cx";

type TSiteLogoProps = { href: string; className?: string; onClick?: () => void };

export const LOGO_WIDTH = 150;
export const LOGO_HEIGHT = 110;

/** The foundation's logo (150x110), linking home. */
export const SiteLogo = ({ href, className, onClick }: TSiteLogoProps) => (
  <PageLink
    href={href}
    onClick={onClick}
    className={cx(
      "inline-flex shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
      className,
    )}
  >
    <Image src="/images/logo.svg" alt="Federation Foundation home" width={LOGO_WIDTH} height={LOGO_HEIGHT} priority />
  </PageLink>
);
