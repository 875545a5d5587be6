"use client";

// The landing banner's timing (SPEC.md section 2): it starts 100 ms after the page is ready and
// moves every 4 s on phones (a 12 s cycle for three slides), 5 s on larger screens. It stays
// still for visitors who prefer reduced motion (until they press Play), while the pointer or
// focus is inside it, and after the visitor presses Pause.
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

export const START_DELAY_MS = 100;
export const MOBILE_INTERVAL_MS = 4000;
export const DESKTOP_INTERVAL_MS = 5000;

const MOBILE_QUERY = "(max-width: 767px)";
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** A media query's current answer; false while rendering on the server. */
const useMediaQuery = (query: string) =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );

export const useCarousel = (count: number) => {
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  // The slide interval is read where the timer is set, not while rendering: a phone's answer
  // differs from the server's (false), and a media query read while rendering would have React
  // render the whole banner again, synchronously, right after hydration on every phone.
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const paused = userPaused ?? reducedMotion;

  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const running = started && !paused && !held && count > 1;

  useEffect(() => {
    if (!running) return;
    const mobile = window.matchMedia(MOBILE_QUERY);
    let timer: number | undefined;
    const restart = () => {
      window.clearInterval(timer);
      const intervalMs = mobile.matches ? MOBILE_INTERVAL_MS : DESKTOP_INTERVAL_MS;
      timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    };
    restart();
    mobile.addEventListener("change", restart);
    return () => {
      window.clearInterval(timer);
      mobile.removeEventListener("change", restart);
    };
  }, [running, count]);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  return {
    index,
    /** True from START_DELAY_MS after the page is ready (the banner is live from then on). */
    started,
    running,
    paused,
    go,
    next: () => go(index + 1),
    previous: () => go(index - 1),
    togglePaused: () => setUserPaused(!paused),
    /** Hold still while the visitor points at or works inside the banner. */
    hold: (value: boolean) => setHeld(value),
  };
};
