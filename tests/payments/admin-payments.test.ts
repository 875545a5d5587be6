// Issue 15, the secretariat's side of payments through the real routes: the filtered, paged list
// and its CSV, the Form 10BD export of a financial year, and refunds (receipt and contribution
// cancelled, logged, one transaction, 409 for anything but a successful payment). Admin only.
import { GET as form10bdGet } from "@/app/api/paymentgateway/form10bd/[year]/route";
import { GET as byOrder } from "@/app/api/paymentgateway/getPaymentResponseById/[id]/route";
import { GET as listGet } from "@/app/api/paymentgateway/getallpayments/route";
import { POST as refundPost } from "@/app/api/paymentgateway/refundpayment/route";
import { financialYearOf, formatYear } from "@/lib/content/year";
import { AppError } from "@/lib/http/errors";
import { allPaymentsFor, type TAdminPayment } from "@/lib/payments/list-payments";
import { getPublicPayment } from "@/lib/payments/payment-views";
import { getRequest, jsonRequest, send, type TAuth } from "../auth/helpers";
import { lmfApplication, seedAccounts } from "../content/helpers";
import { describeOnPostgres, setupTestDb } from "../helpers/test-db";
import {
  browserReturn,
  decide,
  FOREIGN_DONOR,
  INDIAN_DONOR,
  payDonation,
  pledge,
  receiptOf,
  start,
  startPaying,
} from "./helpers";

const db = setupTestDb();
let admin: TAuth;
let member: TAuth;

const NRI_DONOR = {
  donorType: "nri",
  donorName: "Arjun Menon",
  email: "arjun@example.com",
  phone: "+1 415 555 0100",
  addressLine1: "500 Market Street",
  city: "San Francisco",
  state: "California",
  postalCode: "94105",
  country: "US",
  pan: "ABCPM1234E",
  amount: "100.00",
  currency: "USD",
  purpose: "Scholarships",
  consent: true,
} as const;

const SITA = { ...INDIAN_DONOR, donorName: "Sita Devi", email: "sita@example.in", phone: "+91 98400 55555", pan: "ABCPD5555S" };
const JOHN = { ...FOREIGN_DONOR, donorName: "John Smith", email: "john@example.co.uk", country: "GB", postalCode: "SW1A 1AA" };

/** The orders of the shared data set, made once through the real public calls. */
const orders = {} as Record<"indian" | "foreign" | "nri" | "lmf" | "failed" | "aborted" | "initiated", string>;
let lmfReference = "";

const freshLimits = () => db().prisma.rateLimit.deleteMany();

const createLmf = async () => {
  const fy = financialYearOf(new Date());
  const row = await db().prisma.lmfApplication.create({
    data: {
      ...lmfApplication([]),
      referenceNo: `LMF-${fy}-000901`,
      amount: "25000.00",
      financialYear: fy,
      consentAt: new Date(),
    },
  });
  return row.referenceNo;
};

beforeAll(async () => {
  ({ admin, member } = await seedAccounts(db().prisma));
  await freshLimits();
  orders.indian = (await payDonation()).orderId;
  orders.foreign = (await payDonation(FOREIGN_DONOR)).orderId;
  orders.nri = (await payDonation(NRI_DONOR)).orderId;
  lmfReference = await createLmf();
  const lmf = await start({ referenceNo: lmfReference, amount: "25000", email: "meena@example.in", mobileno: "9840012345" });
  await browserReturn((await decide(lmf, "pay")).fields);
  orders.lmf = lmf.orderId;
  const failed = await start(await pledge(SITA));
  await browserReturn((await decide(failed, "fail")).fields);
  orders.failed = failed.orderId;
  const aborted = await start(await pledge(JOHN));
  await browserReturn((await decide(aborted, "abandon")).fields);
  orders.aborted = aborted.orderId;
  orders.initiated = (await start(await pledge(SITA))).orderId;
  // Two old attempts either side of midnight in India (18:30 UTC): 10 May 23:30 IST and 11 May 00:30 IST.
  await db().prisma.payment.update({ where: { orderId: orders.aborted }, data: { createdAt: new Date("2025-05-10T18:00:00Z") } });
  await db().prisma.payment.update({ where: { orderId: orders.failed }, data: { createdAt: new Date("2025-05-10T19:00:00Z") } });
});

beforeEach(freshLimits);

const list = async (query: string, auth: TAuth = admin) =>
  send(listGet, getRequest(`/api/paymentgateway/getallpayments${query}`, auth));
const listed = async (query: string) => {
  const reply = await list(query);
  expect(reply.status).toBe(200);
  return reply.body as { status: 1; payments: TAdminPayment[]; total: number; page: number; pageSize: number; pages: number };
};
const ordersOf = async (query: string) => (await listed(query)).payments.map((payment) => payment.orderId).sort();
const sorted = (...ids: string[]) => [...ids].sort();

/** RFC 4180 records (quoted cells may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      i += 1;
    } else cell += char;
  }
  if (cell !== "" || record.length > 0) records.push([...record, cell]);
  return records;
};

/** The CSV's records; it starts with a UTF-8 byte-order mark (Excel reads ₹ and Indian names then). */
const csvOf = async (res: Response) => {
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(bytes.subarray(3).toString("utf8"));
};

const form10bd = (year: string, auth: TAuth = admin) =>
  form10bdGet(getRequest(`/api/paymentgateway/form10bd/${year}`, auth), { params: Promise.resolve({ year }) });

const refund = (orderId: string, reason = "Donor asked for the money back", auth: TAuth = admin) =>
  send(refundPost, jsonRequest("/api/paymentgateway/refundpayment", { orderId, reason }, auth));

/** The payer's view of an order (public: the order id is the capability). */
const publicView = (orderId: string) =>
  send(
    (req) => byOrder(req, { params: Promise.resolve({ id: orderId }) }),
    getRequest(`/api/paymentgateway/getPaymentResponseById/${orderId}`),
  );

/** dd/mm/yyyy of an instant in India, as screens write a day, worked out apart from the code under test. */
const indiaDay = (at: Date) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", day: "2-digit", month: "2-digit", year: "numeric" }).format(at);

describe("getallpayments", () => {
  it("lists every attempt newest first, with the row's fields", async () => {
    const page = await listed("");
    expect(page.total).toBe(7);
    expect(page.payments.map((payment) => payment.orderId).slice(-2)).toEqual([orders.failed, orders.aborted]);
    const indian = page.payments.find((payment) => payment.orderId === orders.indian)!;
    expect(indian).toMatchObject({
      purpose: "fcra_donation",
      payerName: "Ravi Kumar",
      payerEmail: "ravi@example.in",
      amount: "5000.00",
      amountPaise: 500000,
      currency: "INR",
      status: "success",
      gateway: "sandbox",
      paymentMode: "Sandbox card",
      ledger: "domestic",
      receiptCancelledAt: null,
    });
    expect(indian.receiptNo).toMatch(/^80G\/\d{4}-\d{2}\/\d{6}$/);
    expect(indian.completedAt).not.toBeNull();
    const failed = page.payments.find((payment) => payment.orderId === orders.failed)!;
    expect(failed).toMatchObject({ status: "failure", receiptNo: null, ledger: "domestic" });
    expect(failed.reason).toMatch(/declined/i);
  });

  it("filters by status, kind and ledger (the receipt's, or the contribution's before one exists)", async () => {
    expect(await ordersOf("?status=success")).toEqual(sorted(orders.indian, orders.foreign, orders.nri, orders.lmf));
    expect(await ordersOf("?status=aborted")).toEqual([orders.aborted]);
    expect(await ordersOf("?purpose=lmf_fee")).toEqual([orders.lmf]);
    expect(await ordersOf("?ledger=fcra")).toEqual(sorted(orders.foreign, orders.aborted));
    expect(await ordersOf("?ledger=domestic")).toEqual(
      sorted(orders.indian, orders.nri, orders.lmf, orders.failed, orders.initiated),
    );
    expect(await ordersOf("?ledger=domestic&status=success&purpose=fcra_donation")).toEqual(sorted(orders.indian, orders.nri));
  });

  it("searches name, e-mail, reference, receipt and order numbers, case-insensitively", async () => {
    expect(await ordersOf("?q=RAVI")).toEqual([orders.indian]);
    expect(await ordersOf("?q=sita%40EXAMPLE")).toEqual(sorted(orders.failed, orders.initiated));
    expect(await ordersOf(`?q=${encodeURIComponent(lmfReference.toLowerCase())}`)).toEqual([orders.lmf]);
    const receipt = await receiptOf(db().prisma, orders.foreign);
    expect(await ordersOf(`?q=${encodeURIComponent(receipt!.receiptNo.toLowerCase())}`)).toEqual([orders.foreign]);
    expect(await ordersOf(`?q=${orders.nri.slice(3, 15).toLowerCase()}`)).toEqual([orders.nri]);
    expect((await listed("?q=nobody-like-this")).total).toBe(0);
  });

  it("searches for % and _ as themselves, not as wildcards", async () => {
    const named = (orderId: string, payerName: string) => db().prisma.payment.update({ where: { orderId }, data: { payerName } });
    expect((await listed("?q=%25")).total).toBe(0);
    expect((await listed("?q=_")).total).toBe(0);
    await named(orders.failed, "Sita A_b Devi");
    await named(orders.initiated, "Sita Axb Devi 100%");
    try {
      expect(await ordersOf("?q=%25")).toEqual([orders.initiated]);
      expect(await ordersOf("?q=a_b")).toEqual([orders.failed]);
      expect(await ordersOf("?q=_")).toEqual([orders.failed]);
      expect(await ordersOf("?q=sita%25devi")).toEqual([]);
    } finally {
      await named(orders.failed, "Sita Devi");
      await named(orders.initiated, "Sita Devi");
    }
  });

  it("takes from/to as days in India, both included", async () => {
    expect(await ordersOf("?from=2025-05-10&to=2025-05-10")).toEqual([orders.aborted]);
    expect(await ordersOf("?from=2025-05-11&to=2025-05-11")).toEqual([orders.failed]);
    expect(await ordersOf("?from=2025-05-10&to=2025-05-11")).toEqual(sorted(orders.aborted, orders.failed));
    expect(await ordersOf("?to=2025-05-10")).toEqual([orders.aborted]);
    expect((await listed("?from=2025-05-11")).total).toBe(6);
    const backwards = await list("?from=2025-05-12&to=2025-05-11");
    expect(backwards.status).toBe(400);
    expect((backwards.body as { message: string }).message).toMatch(/^query\.to: /);
    expect((await list("?from=2025-02-30")).status).toBe(400);
    expect((await list("?from=11-05-2025")).status).toBe(400);
  });

  it("refuses days before 01/01/1950, the portal's earliest date, naming the field", async () => {
    for (const [query, field] of [
      ["?from=1949-12-31", "from"],
      ["?to=1949-12-31", "to"],
    ] as const) {
      const early = await list(query);
      expect(early.status).toBe(400);
      expect((early.body as { message: string }).message).toBe(`query.${field}: must be on or after 01/01/1950`);
    }
    expect((await listed("?from=1950-01-01&to=1950-01-01")).total).toBe(0);
  });

  it("pages: pageSize at most 100, pages counted, no row twice", async () => {
    const first = await listed("?pageSize=3&page=1");
    const second = await listed("?pageSize=3&page=2");
    const third = await listed("?pageSize=3&page=3");
    expect([first.total, first.pages, first.payments.length, third.payments.length]).toEqual([7, 3, 3, 1]);
    const all = [...first.payments, ...second.payments, ...third.payments].map((payment) => payment.orderId);
    expect(new Set(all).size).toBe(7);
    expect(all).toEqual((await listed("?pageSize=100")).payments.map((payment) => payment.orderId));
    expect((await listed("?pageSize=3&page=9")).payments).toEqual([]);
    for (const bad of ["?pageSize=101", "?pageSize=0", "?page=0", "?page=x", "?status=paid", "?purpose=x", "?ledger=80g"])
      expect((await list(bad)).status).toBe(400);
  });

  it("answers the same filter as CSV: every page, a header row, rupee text, dates in IST", async () => {
    const res = await listGet(getRequest("/api/paymentgateway/getallpayments?ledger=domestic&pageSize=1&format=csv", admin));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = await csvOf(res);
    expect(header).toEqual([
      "Date (IST)",
      "Order ID",
      "Reference No",
      "Kind",
      "Payer",
      "E-mail",
      "Mobile",
      "Amount",
      "Currency",
      "Status",
      "Reason",
      "Gateway",
      "Gateway reference",
      "Payment mode",
      "Completed (IST)",
      "Receipt No",
      "Receipt cancelled (IST)",
      "Ledger",
    ]);
    expect(rows).toHaveLength(5);
    const col = (name: string) => header!.indexOf(name);
    const byOrder = new Map(rows.map((row) => [row[col("Order ID")], row]));
    const lmf = byOrder.get(orders.lmf)!;
    expect([lmf[col("Kind")], lmf[col("Amount")], lmf[col("Currency")], lmf[col("Status")], lmf[col("Ledger")]]).toEqual([
      "LMF fee",
      "25000.00",
      "INR",
      "Paid",
      "Domestic (80G)",
    ]);
    expect(byOrder.get(orders.nri)![col("Amount")]).toBe("100.00");
    // Phones as the table shows them: the LMF applicant typed 9840012345, the NRI a US number
    // (kept as typed). The leading apostrophe is the formula guard on a cell starting with +.
    expect(lmf[col("Mobile")]).toBe("'+91 98400 12345");
    expect(byOrder.get(orders.nri)![col("Mobile")]).toBe("'+1 415 555 0100");
    expect(byOrder.get(orders.failed)![col("Date (IST)")]).toBe("11-05-2025 00:30");
    expect(byOrder.get(orders.failed)![col("Status")]).toBe("Failed");
    for (const row of rows) expect(row[col("Date (IST)")]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  });

  it("guards CSV cells against formulas", async () => {
    await db().prisma.payment.update({ where: { orderId: orders.initiated }, data: { payerName: "=HYPERLINK(1)" } });
    const res = await listGet(getRequest(`/api/paymentgateway/getallpayments?format=csv&q=${orders.initiated}`, admin));
    const text = await res.text();
    expect(text).toContain("'=HYPERLINK(1)");
    await db().prisma.payment.update({ where: { orderId: orders.initiated }, data: { payerName: "Sita Devi" } });
  });

  it("refuses an export past its cap with a 400 that says so", async () => {
    await expect(allPaymentsFor({}, { max: 6 })).rejects.toThrow(AppError);
    await expect(allPaymentsFor({}, { max: 6 })).rejects.toThrow(/7 payments, more than 6; narrow/);
    // Read in batches of 2: the same rows in the same order as one read.
    const batched = await allPaymentsFor({}, { batch: 2 });
    expect(batched.map((row) => row.orderId)).toEqual((await listed("?pageSize=100")).payments.map((row) => row.orderId));
  });

  it("is the Admin's: a member is refused, a visitor asked to log in", async () => {
    expect((await list("", member)).status).toBe(403);
    expect((await send(listGet, getRequest("/api/paymentgateway/getallpayments"))).status).toBe(401);
    expect((await form10bd(String(financialYearOf(new Date())), member)).status).toBe(403);
  });
});

describe("form10bd", () => {
  const fy = financialYearOf(new Date());

  it("one row per live 80G receipt of the year: FCRA and cancelled receipts left out", async () => {
    // A domestic donation refunded before the export: its receipt is cancelled.
    const cancelled = await payDonation({ ...INDIAN_DONOR, donorName: "Refunded Donor", email: "refund@example.in" });
    expect((await refund(cancelled.orderId)).status).toBe(200);
    const res = await form10bd(String(fy));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="form10bd-${formatYear(fy)}.csv"`);
    const [header, ...rows] = await csvOf(res);
    expect(header).toEqual([
      "Sr. No.",
      "Pre Acknowledgement Number",
      "ID Code",
      "Unique Identification Number",
      "Section Code",
      "Unique Registration Number (URN)",
      "Date of Issuance of Unique Registration Number",
      "Name of donor",
      "Address of donor",
      "Donation Type",
      "Mode of receipt",
      "Amount of donation (Indian rupees)",
      "Receipt Number",
      "Date of receipt",
      "Remarks",
    ]);
    const receipts = await Promise.all([orders.indian, orders.nri, orders.lmf].map((id) => receiptOf(db().prisma, id)));
    const col = (name: string) => header!.indexOf(name);
    expect(rows.map((row) => row[col("Receipt Number")])).toEqual(receipts.map((receipt) => receipt!.receiptNo).sort());
    expect(rows.map((row) => row[col("Sr. No.")])).toEqual(["1", "2", "3"]);
    expect(rows.some((row) => row.join(",").includes("Refunded Donor") || row.join(",").includes("Anna"))).toBe(false);
    const ravi = rows.find((row) => row[col("Receipt Number")] === receipts[0]!.receiptNo)!;
    expect(ravi.slice(0, 8)).toEqual([
      ravi[0],
      "",
      "Permanent Account Number",
      "ABCPK1234D",
      "Section 80G",
      "AAATF0000FF20214",
      "",
      "Ravi Kumar",
    ]);
    expect(ravi[col("Donation Type")]).toBe("Others");
    expect(ravi[col("Mode of receipt")]).toBe("Electronic modes including account payee cheque/draft");
    expect(ravi[col("Amount of donation (Indian rupees)")]).toBe("5000.00");
    expect(ravi[col("Date of receipt")]).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(ravi[col("Remarks")]).toBe("");
    const lmf = rows.find((row) => row[col("Receipt Number")] === receipts[2]!.receiptNo)!;
    expect([lmf[col("Unique Identification Number")], lmf[col("Amount of donation (Indian rupees)")]]).toEqual([
      "ABCPI1234F",
      "25000.00",
    ]);
    // The LMF fee goes to the foundation's corpus (as /becomealmf says); a donation is Others.
    expect(lmf[col("Donation Type")]).toBe("Corpus");
    // An NRI who paid in dollars: reported, with the rupee amount left for the bank's figure.
    const nri = rows.find((row) => row[col("Receipt Number")] === receipts[1]!.receiptNo)!;
    expect(nri[col("Unique Identification Number")]).toBe("ABCPM1234E");
    expect(nri[col("Amount of donation (Indian rupees)")]).toBe("");
    expect(nri[col("Remarks")]).toBe("Paid USD 100.00: enter the rupees the bank credited");
    expect(nri[col("Donation Type")]).toBe("Others");
  });

  it("takes the year as 202627, 2026-27 or 2026; other years hold their own receipts", async () => {
    const start = Math.floor(fy / 100);
    const texts = await Promise.all(
      [String(fy), formatYear(fy), String(start)].map(async (year) => (await form10bd(year)).text()),
    );
    expect(new Set(texts).size).toBe(1);
    const previous = (start - 1) * 100 + (start % 100);
    const receipt = await receiptOf(db().prisma, orders.lmf);
    await db().prisma.receipt.update({ where: { id: receipt!.id }, data: { financialYear: previous } });
    const [, ...rows] = await csvOf(await form10bd(String(previous)));
    expect(rows.map((row) => row[12])).toEqual([receipt!.receiptNo]);
    await db().prisma.receipt.update({ where: { id: receipt!.id }, data: { financialYear: fy } });
    for (const bad of ["202628", "1999", String((start + 1) * 100 + ((start + 2) % 100)), "2026-2027", "x"])
      expect((await form10bd(bad)).status).toBe(400);
  });
});

describe("refundpayment", () => {
  it("refunds a paid donation: receipt cancelled with its number kept, donation cancelled, logged", async () => {
    const paid = await payDonation({ ...INDIAN_DONOR, donorName: "Kiran Rao", email: "kiran@example.in" });
    const before = (await receiptOf(db().prisma, paid.orderId))!;
    const reply = await refund(paid.orderId, "  Gave twice by mistake  ");
    expect(reply.status).toBe(200);
    const payment = (reply.body as { payment: TAdminPayment }).payment;
    expect(payment).toMatchObject({
      orderId: paid.orderId,
      status: "refunded",
      reason: "Gave twice by mistake",
      receiptNo: before.receiptNo,
    });
    expect(payment.refundedAt).not.toBeNull();
    expect(payment.receiptCancelledAt).not.toBeNull();
    const adminId = (await db().prisma.member.findUniqueOrThrow({ where: { userName: "c-admin" } })).id;
    const row = await db().prisma.payment.findUniqueOrThrow({ where: { orderId: paid.orderId } });
    expect([row.status, row.refundedById, row.reason]).toEqual(["refunded", adminId, "Gave twice by mistake"]);
    const after = (await receiptOf(db().prisma, paid.orderId))!;
    expect([after.receiptNo, after.serial, after.cancelledAt]).toEqual([before.receiptNo, before.serial, row.refundedAt]);
    expect((await db().prisma.fcraDonation.findUniqueOrThrow({ where: { referenceNo: paid.pledge.referenceNo } })).status).toBe(
      "cancelled",
    );
    const change = await db().prisma.adminChange.findFirstOrThrow({ where: { targetKind: "payment", targetId: paid.orderId } });
    expect(change).toMatchObject({ actorId: adminId, action: "payment.refund", remark: "Gave twice by mistake" });
    expect(change.before).toMatchObject({ status: "success", receiptNo: before.receiptNo });
    // The payer's view no longer offers the cancelled receipt and says when the money was returned:
    // the secretariat's note is internal, and anyone holding the order id reads this view.
    const payerView = await publicView(paid.orderId);
    expect(payerView.status).toBe(200);
    expect((payerView.body as { payment: unknown }).payment).toMatchObject({
      status: "refunded",
      // The day as every screen writes one: the payer reads it on /paymentresponse.
      reason: `Refunded on ${indiaDay(row.refundedAt!)}`,
      receiptNo: null,
      receiptUrl: null,
    });
    expect(payerView.text).not.toContain("Gave twice");
    expect((await startPaying(paid.pledge)).status).toBe(409);
    // The series stays gap-free: the next receipt takes the next number, never the cancelled one.
    const next = (await receiptOf(db().prisma, (await payDonation()).orderId))!;
    const last = await db().prisma.receipt.aggregate({
      where: { ledger: "domestic", financialYear: before.financialYear },
      _max: { serial: true },
    });
    expect(next.serial).toBe(last._max.serial);
    expect(next.serial).toBeGreaterThan(before.serial);
  });

  it("refunds an LMF fee: the application goes back to cancelled", async () => {
    expect((await refund(orders.lmf, "Application withdrawn")).status).toBe(200);
    expect((await db().prisma.lmfApplication.findUniqueOrThrow({ where: { referenceNo: lmfReference } })).status).toBe(
      "cancelled",
    );
  });

  it("409 for a second refund and for anything but a paid order; 404 for an unknown one", async () => {
    expect((await refund(orders.foreign)).status).toBe(200);
    const again = await refund(orders.foreign);
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toMatch(/already been refunded/);
    for (const orderId of [orders.failed, orders.aborted, orders.initiated]) {
      const reply = await refund(orderId);
      expect(reply.status).toBe(409);
      expect((reply.body as { message: string }).message).toMatch(/only a successful payment/);
    }
    expect((await db().prisma.payment.findUniqueOrThrow({ where: { orderId: orders.failed } })).status).toBe("failure");
    expect((await refund(`P${"A".repeat(23)}`)).status).toBe(404);
  });

  it("keeps the pledge paid when the refunded order was a second payment of it", async () => {
    const p = await pledge({ ...INDIAN_DONOR, donorName: "Twice Paid", email: "twice@example.in" });
    const first = await start(p);
    const second = await start(p);
    await browserReturn((await decide(first, "pay")).fields);
    await browserReturn((await decide(second, "pay")).fields);
    expect((await refund(second.orderId, "Paid twice: second payment returned")).status).toBe(200);
    expect((await db().prisma.fcraDonation.findUniqueOrThrow({ where: { referenceNo: p.referenceNo } })).status).toBe("paid");
    expect((await receiptOf(db().prisma, first.orderId))!.cancelledAt).toBeNull();
  });

  it("refunding the receipted payment of a pledge paid twice receipts the payment that stands", async () => {
    const p = await pledge({ ...INDIAN_DONOR, donorName: "Twice Again", email: "again@example.in" });
    const first = await start(p);
    const second = await start(p);
    await browserReturn((await decide(first, "pay")).fields);
    await browserReturn((await decide(second, "pay")).fields);
    const cancelled = (await receiptOf(db().prisma, first.orderId))!;
    expect((await refund(first.orderId, "Refunded the first payment")).status).toBe(200);

    // The pledge is still paid (by the second payment), so the donor holds a valid receipt for it.
    expect((await db().prisma.fcraDonation.findUniqueOrThrow({ where: { referenceNo: p.referenceNo } })).status).toBe("paid");
    expect((await receiptOf(db().prisma, first.orderId))!.cancelledAt).not.toBeNull();
    const standing = await receiptOf(db().prisma, second.orderId);
    expect(standing).toMatchObject({ cancelledAt: null, ledger: "domestic", donorName: "Twice Again" });
    expect(standing!.serial).toBeGreaterThan(cancelled.serial);
    const view = await getPublicPayment(second.orderId);
    expect(view).toMatchObject({ status: "success", receiptNo: standing!.receiptNo, reason: null });
    expect(view.receiptUrl).not.toBeNull();
    const job = await db().prisma.job.findFirst({ where: { key: `payments.receipt:${standing!.receiptNo}` } });
    expect(job).not.toBeNull();
    const change = await db().prisma.adminChange.findFirstOrThrow({ where: { targetKind: "payment", targetId: first.orderId } });
    expect(change.after).toMatchObject({ receiptIssued: { orderId: second.orderId, receiptNo: standing!.receiptNo } });
  });

  it("needs a reason of 5 to 300 characters and an order id, and is the Admin's", async () => {
    const paid = orders.nri;
    for (const reason of ["", "  abc ", "x".repeat(301)]) {
      const reply = await refund(paid, reason);
      expect(reply.status).toBe(400);
      expect((reply.body as { fields: { field: string }[] }).fields.map((entry) => entry.field)).toEqual(["reason"]);
    }
    expect(
      (
        await send(
          refundPost,
          jsonRequest("/api/paymentgateway/refundpayment", { orderId: "nope", reason: "valid reason" }, admin),
        )
      ).status,
    ).toBe(400);
    expect((await refund(paid, "Member tries to refund", member)).status).toBe(403);
    expect(
      (await send(refundPost, jsonRequest("/api/paymentgateway/refundpayment", { orderId: paid, reason: "No session here" })))
        .status,
    ).toBe(401);
    expect((await db().prisma.payment.findUniqueOrThrow({ where: { orderId: paid } })).status).toBe("success");
  });
});

// On PGlite transactions run one at a time: a row lock cannot be held while the refund runs.

describeOnPostgres("refundpayment while a gateway answer for the pledge's other payment is being applied", () => {
  it("answers 409 and changes nothing; refunded again after, the payment that stands is receipted", async () => {
    const { prisma } = db();
    const p = await pledge({ ...INDIAN_DONOR, donorName: "Racing Refund", email: "race@example.in" });
    const first = await start(p);
    const second = await start(p);
    await browserReturn((await decide(first, "pay")).fields);
    await browserReturn((await decide(second, "pay")).fields);
    const held = (await receiptOf(prisma, first.orderId))!;
    expect(await receiptOf(prisma, second.orderId)).toBeNull();

    // The second order's notification under way: decide() holds its row (FOR UPDATE), not the pledge's.
    const reply = await prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "Payment" WHERE "orderId" = ${second.orderId} FOR UPDATE`;
        return refund(first.orderId, "Refunded the first payment");
      },
      { timeout: 20_000 },
    );
    expect(reply.status).toBe(409);
    expect((reply.body as { message: string }).message).toMatch(/being recorded; please refund again/);
    expect((await prisma.payment.findUniqueOrThrow({ where: { orderId: first.orderId } })).status).toBe("success");
    expect((await receiptOf(prisma, first.orderId))!.cancelledAt).toBeNull();
    expect(await receiptOf(prisma, second.orderId)).toBeNull();
    expect((await prisma.payment.findUniqueOrThrow({ where: { orderId: second.orderId } })).reason).toMatch(/^Paid twice/);
    expect(await prisma.adminChange.count({ where: { targetKind: "payment", targetId: first.orderId } })).toBe(0);

    // The answer recorded, the same refund goes through and the money kept has its receipt.
    expect((await refund(first.orderId, "Refunded the first payment")).status).toBe(200);
    expect((await receiptOf(prisma, first.orderId))!.cancelledAt).not.toBeNull();
    const standing = await receiptOf(prisma, second.orderId);
    expect(standing).toMatchObject({ cancelledAt: null });
    expect(standing!.serial).toBeGreaterThan(held.serial);
    expect((await prisma.fcraDonation.findUniqueOrThrow({ where: { referenceNo: p.referenceNo } })).status).toBe("paid");
  });
});
