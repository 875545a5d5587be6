"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * After each route change, scroll smoothly to the top (instantly when reduced motion is asked for);
 * not when the link names a place on the page (/#news-and-events): Next has scrolled there.
 */
export const ScrollToTop = () => {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? "auto" : "smooth" });
  }, [pathname]);

  return null;
};
