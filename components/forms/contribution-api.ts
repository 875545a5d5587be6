// Browser calls of the FCRA and LMF APIs (SPEC.md section 7).
import type { TPayable } from "@/components/payments/pay-online-button";
import { postForm, readReply, type TResult } from "@/components/shared/post-form";
import { isRecord, requestJson, type TApiReply } from "@/components/shared/request-json";
import type { TFcraDonation, TLmfApplication } from "@/lib/content/types";

export const createFcraDonation = (payload: unknown): Promise<TApiReply> =>
  requestJson("/api/fcradonations/createfcradonation", { method: "POST", body: payload });

type TTotals = { currency: string; amount: number }[];

/** One page of a year; `total`: the year's donations; `totals`: received (paid) per currency; `pledged`: not yet paid. */
export type TFcraYear = { donations: TFcraDonation[]; total: number; pages: number; totals: TTotals; pledged: TTotals };

const totalsIn = (value: unknown): TTotals => (Array.isArray(value) ? (value as TTotals) : []);

/** One page (1-based) of a financial year's FCRA donations, with the whole year's totals by currency (Admin only). */
export const fetchFcraDonationsByYear = async (
  year: number,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<TResult<TFcraYear>> => {
  const reply = await requestJson(`/api/fcradonations/getfcradonationbyyear/${year}?page=${page}&pageSize=${pageSize}`, {
    signal,
  });
  return readReply(
    reply,
    (data) =>
      Array.isArray(data.fcradonations)
        ? {
            donations: data.fcradonations,
            total: typeof data.total === "number" ? data.total : data.fcradonations.length,
            pages: typeof data.pages === "number" ? data.pages : 1,
            totals: totalsIn(data.totals),
            pledged: totalsIn(data.pledged),
          }
        : null,
    "The donations could not be loaded.",
  );
};

export const createLmfApplication = (payload: unknown): Promise<TApiReply> =>
  requestJson("/api/lmf/createlmf", { method: "POST", body: payload });

/** One page of LMF applications; `total`: all of them. */
export type TLmfPage = { applications: TLmfApplication[]; total: number; pages: number };

/** One page (1-based) of the LMF applications, newest first (Admin only). */
export const fetchLmfApplications = async (page: number, pageSize: number, signal?: AbortSignal): Promise<TResult<TLmfPage>> =>
  readReply(
    await requestJson(`/api/lmf/getalllmf?page=${page}&pageSize=${pageSize}`, { signal }),
    (data) =>
      Array.isArray(data.lmfapplications) && typeof data.total === "number"
        ? { applications: data.lmfapplications, total: data.total, pages: typeof data.pages === "number" ? data.pages : 1 }
        : null,
    "The applications could not be loaded.",
  );

/** One LMF application with the applicant's details and documents (Admin only). */
export const fetchLmfApplication = async (id: number, signal?: AbortSignal): Promise<TResult<TLmfApplication>> =>
  readReply(
    await requestJson(`/api/lmf/getlmfbyid/${id}`, { signal }),
    (data) => (isRecord(data.lmf) ? data.lmf : null),
    "The application could not be loaded.",
  );

/** Where the Admin opens a stored LMF document (the storage route lets only the Admin read it). */
export const lmfDocumentUrl = (name: string) => `/api/storage/lmf/${encodeURIComponent(name)}`;

export type TUploadedFile = { name: string; url: string; originalName: string };

export type TUploadReply = { ok: true; files: TUploadedFile[] } | { ok: false; status: number; data: unknown };

/** POST /api/lmf/uploadfiles with the legacy fields fileInputFor and file0..N. */
export const uploadLmfFiles = async (files: File[]): Promise<TUploadReply> => {
  const body = new FormData();
  body.set("fileInputFor", "lmf");
  files.forEach((file, index) => body.set(`file${index}`, file));
  const { ok, status, data } = await postForm("/api/lmf/uploadfiles", body);
  if (!ok || !isRecord(data) || !Array.isArray(data.files)) return { ok: false, status, data };
  const stored = data.files.filter(
    (file): file is { name: string; url: string } => isRecord(file) && typeof file.name === "string",
  );
  return { ok: true, files: stored.map((file, index) => ({ ...file, originalName: files[index]?.name ?? file.name })) };
};

/** The stored record's reference number from a create reply (`fcradonation` or `lmf`). */
export const referenceOf = (data: unknown, key: "fcradonation" | "lmf"): string | null => {
  if (!isRecord(data)) return null;
  const record = data[key];
  return isRecord(record) && typeof record.referenceNo === "string" ? record.referenceNo : null;
};

/** What "Pay now" needs, from a create reply and the e-mail and phone the visitor gave; null if the reply lacks it. */
export const payableOf = (
  data: unknown,
  key: "fcradonation" | "lmf",
  contact: { email: string; phone: string },
): TPayable | null => {
  if (!isRecord(data)) return null;
  const record = data[key];
  if (!isRecord(record)) return null;
  const { referenceNo, amountText, currency } = record;
  if (typeof referenceNo !== "string" || typeof amountText !== "string" || typeof currency !== "string") return null;
  return { referenceNo, amount: amountText, currency, email: contact.email, mobileno: contact.phone };
};
