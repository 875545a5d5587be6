// Browser calls of the pack builder (Admin, NEX, Admin-Pom, NPC): packs, their stages, each stage's
// element tree, template documents and the approval mapping. Replies are read defensively: a row
// without its id or name is dropped rather than drawn half.
import type { TElementKind, TElementView, TPackView, TStageSummary } from "@/components/projects/project-types";
import { isRecord, requestJson, sendRequest, type TApiReply, type TFieldErrors } from "@/components/shared/request-json";
import { jsonForm, postForm, readReply, type TResult } from "@/components/shared/post-form";
import { formatYear } from "@/lib/content/year";
import { asSentence } from "@/lib/validation/sentence";
import { ELEMENT_KIND_LABELS } from "./pack-labels";

const BASE = "/api/projects";

export type TFilledBy = TStageSummary["filledBy"];
export type TPackStage = {
  id: number;
  packId: number;
  name: string;
  filledBy: TFilledBy;
  position: number;
  elementCount: number;
};
export type TApprovalMapping = { role: string; elementIds: number[] };
export type TPackDetail = { pack: TPackView; stages: TPackStage[]; approvalMappings: TApprovalMapping[] };

const text = (value: unknown) => (typeof value === "string" ? value : null);
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]) =>
  typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : null;
const listOf = <T>(value: unknown, read: (item: unknown) => T | null): T[] =>
  Array.isArray(value) ? value.map(read).filter((item): item is T => item !== null) : [];
/** The rows under `key` that read, or null when the reply has no list there. */
const listAt =
  <T>(key: string, read: (item: unknown) => T | null) =>
  (data: Record<string, unknown>) =>
    Array.isArray(data[key]) ? listOf(data[key], read) : null;

const PACK_KINDS = ["TABLE", "CIRCLE", "BOTH"] as const;
const FILLERS = ["TABLE", "AREA_CHAIRMAN", "NATIONAL", "TRUST"] as const;
const KINDS = Object.keys(ELEMENT_KIND_LABELS) as TElementKind[];

export const toPack = (value: unknown): TPackView | null => {
  if (!isRecord(value)) return null;
  const [id, name, year, kind] = [num(value.id), text(value.name), num(value.year), oneOf(value.kind, PACK_KINDS)];
  if (id === null || !name || year === null || !kind) return null;
  return {
    id,
    name,
    year,
    yearString: text(value.yearString) ?? formatYear(year),
    description: text(value.description) ?? "",
    kind,
    isActive: value.isActive === true,
    version: num(value.version) ?? 1,
    previousVersionId: num(value.previousVersionId),
    stageCount: num(value.stageCount) ?? 0,
    applicationCount: num(value.applicationCount) ?? 0,
    updatedAt: text(value.updatedAt),
  };
};

const toStage = (value: unknown): TPackStage | null => {
  if (!isRecord(value)) return null;
  const [id, packId, name, filledBy] = [num(value.id), num(value.packId), text(value.name), oneOf(value.filledBy, FILLERS)];
  if (id === null || packId === null || name === null || !filledBy) return null;
  return { id, packId, name, filledBy, position: num(value.position) ?? 0, elementCount: num(value.elementCount) ?? 0 };
};

export const toElement = (value: unknown): TElementView | null => {
  if (!isRecord(value)) return null;
  const [id, stageId, kind, label] = [num(value.id), num(value.stageId), oneOf(value.kind, KINDS), text(value.label)];
  if (id === null || stageId === null || !kind || label === null) return null;
  return {
    id,
    stageId,
    parentId: num(value.parentId),
    kind,
    label,
    helpText: text(value.helpText) ?? "",
    required: value.required === true,
    position: num(value.position) ?? 0,
    config: isRecord(value.config) ? value.config : {},
    templateFileName: text(value.templateFileName),
    depth: num(value.depth) ?? 0,
  };
};

const toMapping = (value: unknown): TApprovalMapping | null =>
  isRecord(value) && typeof value.role === "string"
    ? { role: value.role, elementIds: listOf(value.elementIds, (id) => num(id)) }
    : null;

/** The one record a successful reply carries under `key`, parsed; else the failure. */
const single = <T>(reply: TApiReply, key: string, read: (value: unknown) => T | null, fallback: string) =>
  readReply<T>(reply, (data) => read(data[key]), fallback);

const post = (path: string, body: unknown) => requestJson(`${BASE}/${path}`, { method: "POST", body });

export const fetchPacks = async (signal?: AbortSignal) =>
  readReply<TPackView[]>(
    await requestJson(`${BASE}/getprojectpacks`, { signal }),
    listAt("projectPacks", toPack),
    "The packs could not be loaded.",
  );

export type TSavePack = {
  id?: number;
  name: string;
  year: number;
  kind: TPackView["kind"];
  description: string;
  isActive: boolean;
  /** The version the form started from (omitted for a new pack). */
  updatedAt?: string | null;
};

export const savePack = async (input: TSavePack) =>
  single(await post("updateorcreateprojectpack", input), "projectPack", toPack, "The pack could not be saved.");

export const duplicatePack = async (packId: number, year: number) =>
  single(await requestJson(`${BASE}/duplicatepack/${packId}/${year}`), "projectPack", toPack, "The pack could not be copied.");

const packDetailOf = (data: Record<string, unknown>): TPackDetail | null => {
  const pack = toPack(data.projectPack);
  if (!pack) return null;
  return {
    pack,
    stages: listOf(data.stages, toStage).sort((a, b) => a.position - b.position || a.id - b.id),
    approvalMappings: listOf(data.approvalMappings, toMapping),
  };
};

export const fetchPack = async (packId: number, signal?: AbortSignal) =>
  readReply<TPackDetail>(
    await requestJson(`${BASE}/getprojectpackbyid/${packId}`, { signal }),
    packDetailOf,
    "The pack could not be loaded.",
  );

export type TSaveStage = { id?: number; packId: number; name: string; filledBy: TFilledBy; position?: number };

export const saveStage = async (input: TSaveStage) =>
  single(await post("updateorcreatepackstage", input), "packStage", toStage, "The stage could not be saved.");

export type TElementDocument = { sedid: number; elementId: number; originalName: string; url: string };

const toDocument = (value: unknown): TElementDocument | null =>
  isRecord(value) && num(value.sedid) !== null && num(value.elementId) !== null && typeof value.url === "string"
    ? {
        sedid: value.sedid as number,
        elementId: value.elementId as number,
        originalName: String(value.originalName ?? ""),
        url: value.url,
      }
    : null;

export type TStageTree = { stage: TPackStage; elements: TElementView[]; documents: TElementDocument[] };

const stageTreeOf = (data: Record<string, unknown>): TStageTree | null => {
  const stage = toStage(data.stage);
  if (!stage) return null;
  return { stage, elements: listOf(data.stageElements, toElement), documents: listOf(data.elementDocuments, toDocument) };
};

export const fetchStageElements = async (stageId: number, signal?: AbortSignal) =>
  readReply<TStageTree>(
    await requestJson(`${BASE}/getstageelementsforstageid/${stageId}`, { signal }),
    stageTreeOf,
    "The stage's elements could not be loaded.",
  );

/** Everything under a section, in tree order (depth 0 = the section's own children). */
export const fetchSubtree = async (stageId: number, sectionId: number, signal?: AbortSignal) =>
  readReply<TElementView[]>(
    await requestJson(`${BASE}/getchildrenforaseparent/${stageId}/${sectionId}`, { signal }),
    listAt("stageElements", toElement),
    "The section's elements could not be loaded.",
  );

export type TSaveElement = {
  id?: number;
  stageId: number;
  parentId: number | null;
  kind: TElementKind;
  label: string;
  helpText: string;
  required: boolean;
  position?: number;
  config: Record<string, unknown>;
};

/**
 * The element form's field errors by their own names: "config.maxLength" -> "maxLength",
 * "config.fileTypes.1" -> "fileTypes", "label" -> "label" (readApiError would keep only "1").
 */
const elementFields = (data: unknown): TFieldErrors => {
  const fields: TFieldErrors = {};
  if (!isRecord(data) || !Array.isArray(data.fields)) return fields;
  for (const entry of data.fields) {
    if (!isRecord(entry) || typeof entry.field !== "string" || typeof entry.message !== "string") continue;
    const parts = entry.field.split(".").filter((part) => !/^\d+$/.test(part));
    const name = parts[0] === "config" && parts.length > 1 ? parts.slice(1).join(".") : parts.join(".") || "config";
    fields[name] ??= asSentence(entry.message);
  }
  return fields;
};

export const saveElement = async (input: TSaveElement): Promise<TResult<TElementView>> => {
  const reply = await post("updateorcreatestageelement", input);
  const result = single(reply, "stageElement", toElement, "The element could not be saved.");
  return result.ok ? result : { ...result, fields: elementFields(reply.data) };
};

/** DELETE: requestJson only sends GET and POST. */
export const deleteElement = async (elementId: number): Promise<TResult<number>> => {
  const reply = await sendRequest(`${BASE}/deletestageelement/${elementId}`, {
    method: "DELETE",
    headers: { Accept: "application/json" },
  });
  return readReply(reply, (data) => num(data.deleted) ?? 1, "The element could not be deleted.");
};

export const uploadTemplate = async (elementId: number, file: File) =>
  single(
    await postForm(`${BASE}/uploadtemplatefile`, jsonForm({ stageElementId: elementId }, [file], "elementDocument")),
    "stageElement",
    toElement,
    "The template could not be uploaded.",
  );

/** A reference document (guidelines, a sample) for an element: uploadpomdocument. */
export const uploadElementDocument = async (elementId: number, file: File) =>
  single(
    await postForm(`${BASE}/uploadpomdocument`, jsonForm({ stageelementid: elementId }, [file], "elementDocument")),
    "elementDocument",
    toDocument,
    "The document could not be uploaded.",
  );

export const deleteElementDocument = async (sedid: number) =>
  single(
    await post("deletepomdocument", { sedid }),
    "stat",
    (value) => (value === 1 ? true : null),
    "The document could not be removed.",
  );

export const templateUrl = (fileName: string) => `/api/storage/pomdocuments/${encodeURIComponent(fileName)}`;

export const saveApprovalMappings = async (packId: number, mappings: TApprovalMapping[]) =>
  readReply<TApprovalMapping[]>(
    await post("saveapprovalelementsmapping", { pid: packId, mappings }),
    listAt("approvalMappings", toMapping),
    "The mapping could not be saved.",
  );
