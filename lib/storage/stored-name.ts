// Stored file names: `<32 hex>-<slug>.<ext>`. The random prefix makes the name unique and
// unguessable; the slug is the member's own file name reduced to [A-Za-z0-9_-], so the screens
// (which strip everything up to the first dash, SPEC.md) show it; the extension is that of the
// detected content. Pure and free of Node modules: the screens import displayFileName from here.
// generateStoredName (lib/http/stored-files.ts) puts the parts together.

/** Long enough to read, short enough to stay far below MAX_STORED_NAME_LENGTH (32 + 1 + 80 + 1 + ext). */
export const MAX_SLUG_LENGTH = 80;
export const FALLBACK_SLUG = "file";

/**
 * A trailing extension: a dot after something, then 1-10 letters or digits ("Report v1.2 final"
 * keeps its ".2 final", ".hidden" is all name).
 */
const EXTENSION = /(?<=.)\.[A-Za-z0-9]{1,10}$/;

/**
 * `text` in the stored names' alphabet: accents dropped (NFKD, then the combining marks), every
 * other character outside [A-Za-z0-9_-] made "_", a run of "_" and "-" made one "-" when it holds
 * a dash ("Form - 10BE") and one "_" otherwise, no "_" or "-" at either end, at most 80 characters,
 * and "file" when nothing is left (a Hindi or Tamil name, say).
 */
export const nameSlug = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9_-]/g, "_")
    .replace(/[_-]{2,}/g, (run) => (run.includes("-") ? "-" : "_"))
    .replace(/^[_-]+|[_-]+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/[_-]+$/, "") || FALLBACK_SLUG;

/** The slug of a client's file name: its last path part, without its extension. */
export const fileNameSlug = (originalName: string | null | undefined): string => {
  const base = (originalName ?? "").split(/[\\/]/).pop() ?? "";
  return nameSlug(base.replace(EXTENSION, ""));
};

/** The random prefix of an upload's name: 32 lower-case hex digits (a UUID without its dashes), then a dash. */
const UPLOAD_PREFIX = /^[0-9a-f]{32}-/;

/**
 * Whether a stored name is an upload's (`<32 hex>-<slug>.<ext>`, generateStoredName), whose slug is
 * what the screens show; report PDFs (`m<id>-<kind>-<hex>.pdf`) and older names are not.
 */
export const isUploadName = (name: string): boolean => UPLOAD_PREFIX.test(name);

/** A stored name without its prefix before the first dash ("3f…9a-Form_10BE.pdf" -> "Form_10BE.pdf"). */
export const displayFileName = (name: string) => {
  const dash = name.indexOf("-");
  return dash > 0 && dash < name.length - 1 ? name.slice(dash + 1) : name;
};

/** The slug a copy of a stored file keeps: that of the name it shows ("3f…9a-Form_10BE.pdf" -> "Form_10BE"). */
export const storedNameSlug = (name: string): string => fileNameSlug(displayFileName(name));
