// A receipt's PDF (issue 15): the print page /paymentreceipt/{orderId} printed by the shared
// Chromium (a public page: no session needed) and kept in the storage folder "receipts", which only
// GET /api/paymentgateway/receipt/{orderId} serves to the payer (and /api/storage to the Admin).
// Made once and reused; a receipt cancelled after its PDF was made gets a new one marked CANCELLED
// (another stored name), so a download never shows a refunded receipt as valid.
import { Readable } from "node:stream";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError, PRIVATE_NO_STORE } from "../http/errors";
import type { TRenderKind } from "../pdf/browser";
import { renderPdf } from "../pdf/render-pdf";
import { pdfRenderOrigin } from "../reports/generate-pdf-for-url";
import { getStorage } from "../storage";
import { ORDER_ID_PATTERN } from "./payment-labels";

export const RECEIPTS_FOLDER = "receipts" as const;

/** receipt-80G-2026-27-000001.pdf: the name the payer's download and mail carry. */
export const receiptFileName = (receiptNo: string) => `receipt-${receiptNo.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;

/** The stored name of the receipt's PDF as it stands: a cancelled receipt's is another file. */
const storedNameFor = (receiptNo: string, cancelled: boolean) =>
  cancelled ? receiptFileName(receiptNo).replace(/\.pdf$/, "-cancelled.pdf") : receiptFileName(receiptNo);

export const receiptPagePath = (orderId: string) => `/paymentreceipt/${orderId}`;

const RECEIPT_SELECT = {
  id: true,
  receiptNo: true,
  pdfName: true,
  cancelledAt: true,
  payment: { select: { orderId: true } },
} satisfies Prisma.ReceiptSelect;

type TReceiptRow = Prisma.ReceiptGetPayload<{ select: typeof RECEIPT_SELECT }>;

const makeReceiptPdf = async (receipt: TReceiptRow, kind: TRenderKind): Promise<string> => {
  const name = storedNameFor(receipt.receiptNo, receipt.cancelledAt !== null);
  const storage = getStorage();
  if (receipt.pdfName === name && (await storage.exists(RECEIPTS_FOLDER, name))) return name;
  const pdf = await renderPdf({
    kind,
    origin: pdfRenderOrigin(),
    path: receiptPagePath(receipt.payment.orderId),
    footerText: `Receipt ${receipt.receiptNo}`,
  });
  await storage.put(RECEIPTS_FOLDER, name, Buffer.from(pdf), { contentType: "application/pdf", size: pdf.byteLength });
  const prisma = await getDb();
  await prisma.receipt.update({ where: { id: receipt.id }, data: { pdfName: name } });
  return name;
};

/**
 * Makes and stores the PDF of receipt `receiptNo` unless it is stored already; answers its stored
 * name. `kind`: the receipt job's ("job") or a caller waiting for it.
 */
export const receiptPdf = async (receiptNo: string, kind: TRenderKind): Promise<string> => {
  const prisma = await getDb();
  const receipt = await prisma.receipt.findUnique({ where: { receiptNo }, select: RECEIPT_SELECT });
  if (!receipt) throw new AppError("NOT_FOUND", `No receipt has the number ${receiptNo.slice(0, 40)}`);
  return makeReceiptPdf(receipt, kind);
};

/** The download of a payment's receipt (made now if the job has not made it yet); 404 without one. */
export const receiptDownload = async (orderId: string): Promise<Response> => {
  const notFound = () => new AppError("NOT_FOUND", "No receipt for this payment");
  if (!ORDER_ID_PATTERN.test(orderId)) throw notFound();
  const prisma = await getDb();
  const receipt = await prisma.receipt.findFirst({ where: { payment: { orderId } }, select: RECEIPT_SELECT });
  if (!receipt) throw notFound();
  // The payer waits for the download.
  const name = await makeReceiptPdf(receipt, "interactive");
  const file = await getStorage().get(RECEIPTS_FOLDER, name);
  if (!file) throw new AppError("SERVICE_UNAVAILABLE", "The receipt could not be read just now. Please try again.");
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${receiptFileName(receipt.receiptNo)}"`,
    "Cache-Control": PRIVATE_NO_STORE,
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex",
  });
  if (file.size !== undefined) headers.set("Content-Length", String(file.size));
  return new Response(Readable.toWeb(file.body) as unknown as ReadableStream<Uint8Array>, { headers });
};
