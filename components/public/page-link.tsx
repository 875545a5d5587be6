import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * A link on the public site (reading pages, their header, menus and footer). Not prefetched: with
 * Next's default a phone reading a page downloaded and decoded the payload of every page whose
 * link came into view, data and main-thread work a visitor who reads and leaves pays for nothing.
 * The pages are cached, so a followed link still answers at once and navigates inside the app.
 * Members' screens use Next's `Link` and keep its prefetching.
 */
export const PageLink = (props: ComponentProps<typeof Link>) => <Link prefetch={false} {...props} />;
