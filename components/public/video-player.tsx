"use client";

// The part of a video embed that reacts (video-embed.tsx): the thumbnail behind a play button, and
// the third-party player (an iframe) only after the click.
import { useEffect, useRef, useState, type ReactNode } from "react";

type TVideoPlayerProps = {
  title: string;
  url: string;
  /** The thumbnail picture, rendered on the server (video-embed.tsx). */
  cover: ReactNode;
};

/** The embed address with autoplay, for the click that asked for it. */
const autoplayUrl = (url: string) => {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set("autoplay", "1");
    return parsed.toString();
  } catch {
    return url;
  }
};

export const VideoPlayer = ({ title, url, cover }: TVideoPlayerProps) => {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  // The player replaces the focused button: it takes the focus, which would otherwise fall to <body>.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className="relative aspect-video overflow-hidden rounded-lg bg-black">
        <iframe
          ref={player}
          src={autoplayUrl(url)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      </div>
    );
  }

  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={`Play video: ${title}`}
      className="group relative block aspect-video w-full overflow-hidden rounded-lg bg-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {cover}
      <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
        <span className="flex size-16 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition group-hover:scale-105 motion-reduce:transition-none">
          <svg viewBox="0 0 24 24" className="ml-1 size-7" fill="currentColor" focusable="false">
            <path d="M8 5.5v13l11-6.5z" />
          </svg>
        </span>
      </span>
    </button>
  );
};
