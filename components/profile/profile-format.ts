// How the profile shows values and stored files (SPEC.md "Member profile page").
import type { TDocumentKind } from "./profile-api";

/** 'NA' for a missing value. */
export const orNA = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === "" ? "NA" : String(value);

/** A stored name without its prefix before the first dash ("3f…9a-pan-card.png" -> "pan-card.png"). */
export { displayFileName } from "@/lib/storage/stored-name";

export const splitNames = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);

export const DOCUMENT_FOLDERS: Record<TDocumentKind, string> = {
  pan: "pandocuments",
  form: "formdocuments",
  trustdeed: "trustdeeddocuments",
  eightyg: "eightygdocuments",
};

export const storedFileUrl = (folder: string, name: string) =>
  `/api/storage/${encodeURIComponent(folder)}/${encodeURIComponent(name)}`;

/** The profile's four file columns, in the spec's order. */
export const FILE_COLUMNS: {
  kind: TDocumentKind;
  label: string;
  column: "panCardFileName" | "form12FileName" | "trustDeedFileName" | "eightyGFileName";
}[] = [
  { kind: "pan", label: "Pan Files", column: "panCardFileName" },
  { kind: "form", label: "Form12AA Files", column: "form12FileName" },
  { kind: "trustdeed", label: "Trust Files", column: "trustDeedFileName" },
  { kind: "eightyg", label: "80G Files", column: "eightyGFileName" },
];
