// Video links as the admin pastes them (watch pages, short links, embeds) turned into the one
// embed URL the pages load: YouTube's privacy-enhanced player or Vimeo's player.

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = ["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"];

const youtubeId = (url: URL): string | null => {
  if (url.hostname === "youtu.be") return url.pathname.slice(1).split("/")[0] ?? null;
  if (!YOUTUBE_HOSTS.includes(url.hostname)) return null;
  if (url.pathname === "/watch") return url.searchParams.get("v");
  const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
  return match?.[1] ?? null;
};

const vimeoId = (url: URL): string | null => {
  if (url.hostname === "vimeo.com" || url.hostname === "www.vimeo.com")
    return /^\/(\d{4,12})\/?$/.exec(url.pathname)?.[1] ?? null;
  if (url.hostname === "player.vimeo.com") return /^\/video\/(\d{4,12})\/?$/.exec(url.pathname)?.[1] ?? null;
  return null;
};

/** The embed URL for a YouTube or Vimeo link, or null for anything else. */
export const toEmbedUrl = (text: string): string | null => {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = vimeoId(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}`;
  return null;
};
