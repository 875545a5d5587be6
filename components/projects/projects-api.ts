// Browser calls of the application screens (docs/api/projects.md): lists, starting one, a
// stage with its answers, autosave, files, vendors, the submission check and the OTP signature.
import { isRecord, requestJson, sentence, type TApiReply } from "@/components/shared/request-json";
import { jsonForm, postForm, readReply } from "@/components/shared/post-form";
import type { TWaitingGroup } from "@/lib/projects/waiting-for-me";
import type { TApplicationView, TPackView, TStageView } from "./project-types";

const BASE = "/api/projects";

export const fetchPacksForMember = async (signal?: AbortSignal) =>
  readReply<TPackView[]>(
    await requestJson(`${BASE}/getprojectpacksformember`, { signal }),
    (data) => data.projectPacks,
    "The packs could not be loaded.",
  );

export type TApplicationPage = { tableProjectApplications: TApplicationView[]; total: number };

export const fetchApplications = async (startrecord: number, takerecord: number, signal?: AbortSignal) =>
  readReply<TApplicationPage>(
    await requestJson(`${BASE}/getalltableprojectapplications/${startrecord}/${takerecord}`, { signal }),
    (data) => (Array.isArray(data.tableProjectApplications) ? data : null),
    "The applications could not be loaded.",
  );

export const fetchTableApplications = async (tableNo: number, startrecord: number, takerecord: number, signal?: AbortSignal) =>
  readReply<TApplicationPage>(
    await requestJson(
      `${BASE}/gettableprojectapplicationsbytableno/${tableNo}?startrecord=${startrecord}&takerecord=${takerecord}`,
      { signal },
    ),
    (data) => (Array.isArray(data.tableProjectApplications) ? data : null),
    "The applications could not be loaded.",
  );

export type TWaiting = { total: number; groups: TWaitingGroup[] };

/** The grant steps that wait for the member, by kind (the dashboard's "Waiting for you"). */
export const fetchWaitingForMe = async (signal?: AbortSignal) =>
  readReply<TWaiting>(
    await requestJson(`${BASE}/getwaitingforme`, { signal }),
    (data) => (Array.isArray(data.groups) ? data : null),
    "What waits for you could not be loaded.",
  );

export const fetchApplication = async (applicationId: number, signal?: AbortSignal) =>
  readReply<TApplicationView>(
    await requestJson(`${BASE}/gettableprojectapplication/${applicationId}`, { signal }),
    (data) => (isRecord(data.tableProjectApplication) ? data.tableProjectApplication : null),
    "The application could not be loaded.",
  );

export const startApplication = async (packId: number, title: string) =>
  readReply<TApplicationView>(
    await requestJson(`${BASE}/createnewprojectapplication`, { method: "POST", body: { packId, title } }),
    (data) => data.tableProjectApplication,
    "The application could not be started.",
  );

export const fetchStage = async (applicationStageId: number, signal?: AbortSignal) =>
  readReply<TStageView>(
    await requestJson(`${BASE}/gettableprojectapplicationstage/${applicationStageId}`, { signal }),
    (data) => (isRecord(data.stage) ? data : null),
    "This stage could not be loaded.",
  );

export type TAnswerOut = { elementId: number; value: unknown; revision: number };
export type TCostOut = {
  key: string;
  elementId: number;
  description: string;
  quantity: string | number;
  unitCostPaise: number;
  position: number;
};

/** A cost line a refused save names: `costs.N.field` is line N of the save's `costs` (`costs` alone: all of them). */
export type TCostRefusal = { index: number | null; field: string | null; message: string };

const costRefusalsOf = (reply: TApiReply): TCostRefusal[] =>
  problemsOf(reply).flatMap(({ field, message }) => {
    const named = /^costs(?:\.(\d+)(?:\.(\w+))?)?$/.exec(field);
    if (!named) return [];
    return [{ index: named[1] === undefined ? null : Number(named[1]), field: named[2] ?? null, message: sentence(message) }];
  });

export type TSaveOut = {
  applicationStageId: number;
  answers: TAnswerOut[];
  costs: TCostOut[];
  removedCosts: string[];
  /** The stage's revision the page holds: a save over a newer one is refused (409). */
  stageRevision: number;
  saveKey: string;
};

/** Autosave; a refusal also lists the cost lines it names (readApiError keeps only the last part of a field's name). */
export const saveAnswers = async (body: TSaveOut) => {
  const reply = await requestJson(`${BASE}/updatetableprojectapplicationstage`, { method: "POST", body });
  const result = readReply<{ revisions: Record<string, number>; stageRevision: number }>(
    reply,
    (data) => (isRecord(data.revisions) && typeof data.stageRevision === "number" ? data : null),
    "Your changes could not be saved.",
  );
  return { result, costRefusals: result.ok ? [] : costRefusalsOf(reply) };
};

export const uploadDocuments = async (applicationStageId: number, stageElementId: number, files: File[]) =>
  readReply<true>(
    await postForm(`${BASE}/uploadtpdocument`, jsonForm({ applicationStageId, stageElementId }, files, "tpDocument")),
    () => true,
    "The files could not be uploaded.",
  );

export const deleteDocument = async (sedid: number) =>
  readReply<true>(
    await requestJson(`${BASE}/deletetpdocument`, { method: "POST", body: { id: sedid } }),
    () => true,
    "The file could not be removed.",
  );

export const addVendor = async (
  input: { applicationStageId: number; stageElementId: number; vendorName: string; quotePaise: number },
  files: File[],
) =>
  readReply<true>(
    await postForm(`${BASE}/createprojectapplicationvendor`, jsonForm(input, files, "vendorFiles")),
    () => true,
    "The vendor could not be added.",
  );

export const deleteVendor = async (pavid: number) =>
  readReply<true>(
    await requestJson(`${BASE}/deleteprojectapplicationvendorbyid`, { method: "POST", body: { pavid } }),
    () => true,
    "The vendor could not be removed.",
  );

export type TReadiness = {
  submitted: boolean;
  signatureElements: { id: number; label: string; signer: "TABLE_CHAIRMAN" | "AREA_CHAIRMAN" }[];
};

/** The submission check: ok with what to sign next, or the list of what is missing (in `fields`). */
export const checkSubmission = async (applicationStageId: number) =>
  readReply<TReadiness>(
    await requestJson(`${BASE}/submittableprojectapplicationstage`, { method: "POST", body: { applicationStageId } }),
    (data) => (data.ready ? data : null),
    "The stage could not be checked.",
  );

/** The raw `fields` list of a refused submission check, in the order the server gave it. */
export const problemsOf = (reply: TApiReply) =>
  isRecord(reply.data) && Array.isArray(reply.data.fields)
    ? reply.data.fields.filter(isRecord).map((entry) => ({ field: String(entry.field), message: String(entry.message) }))
    : [];

/**
 * A refusal saying the stage moved on meanwhile (409: submitted in another tab, changed, the unit
 * de-chartered) or is no longer the member's to fill (403): the page loads the stage again.
 */
export const isStaleRefusal = (status: number) => status === 409 || status === 403;

export const checkSubmissionRaw = (applicationStageId: number) =>
  requestJson(`${BASE}/submittableprojectapplicationstage`, { method: "POST", body: { applicationStageId } });

const otpPath = (signer: "TABLE_CHAIRMAN" | "AREA_CHAIRMAN") => (signer === "AREA_CHAIRMAN" ? "areachairman" : "chairman");

export const mailCode = async (signer: "TABLE_CHAIRMAN" | "AREA_CHAIRMAN", applicationStageId: number, stageElementId: number) =>
  readReply<{ sentTo: string; signerName: string }>(
    await requestJson(`${BASE}/email${otpPath(signer)}otp`, { method: "POST", body: { applicationStageId, stageElementId } }),
    (data) => data,
    "The code could not be sent.",
  );

export const signWithCode = async (
  signer: "TABLE_CHAIRMAN" | "AREA_CHAIRMAN",
  applicationStageId: number,
  stageElementId: number,
  otp: string,
) =>
  readReply<TApplicationView>(
    await requestJson(`${BASE}/update${otpPath(signer)}otp`, {
      method: "POST",
      body: { applicationStageId, stageElementId, otp },
    }),
    (data) => data.tableProjectApplication,
    "The code could not be checked.",
  );
