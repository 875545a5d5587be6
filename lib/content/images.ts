// Site-relative image paths of the public content: what counts as "our own" image, and the
// URL of an uploaded blog image.
import { isSafeStoredName } from "../storage/types";

export const DEFAULT_FOUNDATION_IMAGE = "/images/foundation-default.webp";

/** Public URL prefix of uploaded blog images (app/api/content/files/[folder]/[name]). */
export const BLOG_FILE_PREFIX = "/api/content/files/blog/";

const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif"];

/** True when the path ends in an image extension (a gallery cover may be a PDF: show the default then). */
export const isImagePath = (path: string | null | undefined): boolean => {
  if (!path) return false;
  const clean = path.split(/[?#]/)[0]!.toLowerCase();
  const dot = clean.lastIndexOf(".");
  return dot > clean.lastIndexOf("/") && IMAGE_EXTENSIONS.includes(clean.slice(dot + 1));
};

/** The image itself, or the foundation's default image when it is missing or not an image file. */
export const imageOrDefault = (path: string | null | undefined): string =>
  path && isImagePath(path) ? path : DEFAULT_FOUNDATION_IMAGE;

export const blogFileUrl = (storedName: string) => `${BLOG_FILE_PREFIX}${storedName}`;

// /images/<segments>/<name>.<image ext>: files the site ships in public/images.
const PUBLIC_IMAGE = /^\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** An image the site serves itself: a shipped /images/... file or an uploaded blog image. */
export const isOwnImagePath = (path: string): boolean => {
  if (path.startsWith(BLOG_FILE_PREFIX)) {
    const name = path.slice(BLOG_FILE_PREFIX.length);
    return isSafeStoredName(name) && isImagePath(name);
  }
  return PUBLIC_IMAGE.test(path) && !path.includes("..") && isImagePath(path);
};

/** Accepts an own image path, or a bare stored blog name as POST /api/blog/uploadfiles replies it. */
export const normaliseOwnImage = (value: string): string | null => {
  const text = value.trim();
  if (isOwnImagePath(text)) return text;
  if (isSafeStoredName(text) && isImagePath(text)) return blogFileUrl(text);
  return null;
};
