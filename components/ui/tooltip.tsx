"use client";

import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { cx } from "./cx";

type TTooltipProps = {
  content: ReactNode;
  /** The trigger; give its focusable element `aria-describedby={describedBy}`. */
  children: (describedBy: string) => ReactNode;
  className?: string;
};

const GAP = 8;
/** Half the widest tooltip (max-w-xs) plus a margin. */
const EDGE = 170;

/**
 * Extra text shown on hover and on keyboard focus (Escape hides it). The text is always in the
 * document, so that screen readers read it as the trigger's description; fixed positioning keeps
 * it visible inside scrolling tables.
 */
export const Tooltip = ({ content, children, className }: TTooltipProps) => {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const [position, setPosition] = useState<CSSProperties | null>(null);

  const show = () => {
    const rect = anchor.current?.getBoundingClientRect();
    if (!rect) return;
    const below = rect.top < 96;
    const centre = rect.left + rect.width / 2;
    // Centred on the trigger, unless that would push it off the left or right edge.
    const centred = centre >= EDGE && centre <= window.innerWidth - EDGE;
    const horizontal: CSSProperties = centred
      ? { left: centre }
      : centre < EDGE
        ? { left: rect.left }
        : { right: window.innerWidth - rect.right };
    setPosition({
      ...horizontal,
      top: below ? rect.bottom + GAP : rect.top - GAP,
      transform: `translate(${centred ? "-50%" : "0"}, ${below ? "0" : "-100%"})`,
    });
  };
  const hide = () => setPosition(null);

  useEffect(() => {
    if (!position) return;
    const close = () => setPosition(null);
    window.addEventListener("scroll", close, true);
    window.addEventListener("resize", close);
    return () => {
      window.removeEventListener("scroll", close, true);
      window.removeEventListener("resize", close);
    };
  }, [position]);

  return (
    <span
      ref={anchor}
      className={cx("inline-flex", className)}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === "Escape" && position) {
          event.stopPropagation();
          hide();
        }
      }}
    >
      {children(id)}
      <span
        id={id}
        role="tooltip"
        style={position ?? undefined}
        className={
          position
            ? "pointer-events-none fixed z-50 w-max max-w-xs rounded-md text-left bg-slate-900 px-3 py-2 text-xs text-white shadow-lg"
            : "sr-only"
        }
      >
        {content}
      </span>
    </span>
  );
};
