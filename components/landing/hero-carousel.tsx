"use client";

// The landing banner: three slides, previous/next, indicators and a pause button. Every slide's
// text is in the server HTML (search engines and no-JS visitors see them all); the first one's
// background is preloaded. The hidden slides' backgrounds are only asked for once the banner has
// started (after hydration): before that nobody can see them, and on a phone's few connections
// they would queue with what the first screen needs. The backgrounds come rendered from the server
// (slide-background.tsx), where the first is asked for at high priority.
import { PageLink } from "@/components/public/page-link";
import type { FocusEvent, ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import { ARROW_RIGHT_PATH, IconSvg } from "@/components/ui/icon-svg";
import type { TSlide } from "@/lib/content/types";
import { useCarousel } from "./use-carousel";

const CONTROL =
  "flex items-center justify-center rounded-full bg-black/35 text-white backdrop-blur-sm hover:bg-black/55 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white";

type THeroCarouselProps = {
  slides: TSlide[];
  /** Each slide's background picture, in the slides' order (a SlideBackground, from the server). */
  backgrounds: ReactNode[];
};

export const HeroCarousel = ({ slides, backgrounds }: THeroCarouselProps) => {
  const carousel = useCarousel(slides.length);
  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.hold(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative h-[350px] overflow-hidden bg-brand-900 md:h-[540px]"
      onMouseEnter={() => carousel.hold(true)}
      onMouseLeave={() => carousel.hold(false)}
      onFocus={() => carousel.hold(true)}
      onBlur={leaveFocus}
    >
      <div aria-live={carousel.running ? "off" : "polite"}>
        {slides.map((slide, position) => {
          const active = position === carousel.index;
          const background = position === 0 || carousel.started;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${slides.length}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-active={active || undefined}
              className={cx(
                "absolute inset-0 transition-[opacity,visibility] duration-700 motion-reduce:transition-none",
                active ? "opacity-100" : "invisible opacity-0",
                // Until the banner starts, a hidden slide is not laid out or painted at all.
                !active && !carousel.started && "[content-visibility:hidden]",
              )}
            >
              {background && backgrounds[position]}
              <div className="absolute inset-0 bg-gradient-to-r from-brand-900/85 via-brand-900/55 to-transparent" />
              <div className="relative mx-auto flex h-full max-w-7xl items-end px-4 pb-16 sm:px-6 md:items-center md:px-20 md:pt-24 md:pb-0">
                <div className="max-w-xl">
                  <h2 className="text-2xl font-bold tracking-tight text-white md:text-5xl">{slide.title}</h2>
                  <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-blue-50 md:mt-5 md:text-lg">{slide.description}</p>
                  <PageLink
                    href={slide.linkHref || "/dashboard/aboutus"}
                    className="mt-4 inline-flex items-center gap-2 rounded-md bg-amber-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white md:mt-8 md:px-5 md:py-2.5 md:text-base"
                  >
                    {slide.linkLabel || "Read Our Story"}
                    <IconSvg className="size-4">{ARROW_RIGHT_PATH}</IconSvg>
                  </PageLink>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {slides.length > 1 && (
        <>
          <button
            type="button"
            aria-label="Previous slide"
            onClick={carousel.previous}
            className={cx(CONTROL, "absolute bottom-2 left-4 size-10 md:top-1/2 md:bottom-auto md:size-12 md:-translate-y-1/2")}
          >
            <IconSvg className="rotate-180">{ARROW_RIGHT_PATH}</IconSvg>
          </button>
          <button
            type="button"
            aria-label="Next slide"
            onClick={carousel.next}
            className={cx(CONTROL, "absolute right-4 bottom-2 size-10 md:top-1/2 md:bottom-auto md:size-12 md:-translate-y-1/2")}
          >
            <IconSvg>{ARROW_RIGHT_PATH}</IconSvg>
          </button>
          <div className="absolute inset-x-16 bottom-2 flex h-10 items-center justify-center gap-3 md:bottom-6">
            <ul className="flex items-center gap-1" aria-label="Choose a slide">
              {slides.map((slide, position) => (
                <li key={slide.id}>
                  <button
                    type="button"
                    aria-label={`Slide ${position + 1}: ${slide.title}`}
                    aria-current={position === carousel.index ? "true" : undefined}
                    onClick={() => carousel.go(position)}
                    className="group flex h-6 w-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <span
                      className={cx(
                        "block h-1.5 rounded-full transition-all motion-reduce:transition-none",
                        position === carousel.index ? "w-7 bg-white" : "w-4 bg-white/50 group-hover:bg-white/80",
                      )}
                    />
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={carousel.togglePaused}
              aria-label={carousel.paused ? "Play slides" : "Pause slides"}
              className={cx(CONTROL, "size-8")}
            >
              {carousel.paused ? (
                <svg viewBox="0 0 24 24" className="ml-0.5 size-4" fill="currentColor" aria-hidden="true" focusable="false">
                  <path d="M8 5.5v13l11-6.5z" />
                </svg>
              ) : (
                <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true" focusable="false">
                  <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
                </svg>
              )}
            </button>
          </div>
        </>
      )}
    </section>
  );
};
