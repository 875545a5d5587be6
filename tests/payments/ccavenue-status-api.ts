// CCAvenue's order status API (orderStatusTracker) played by a real local HTTP server, which
// lib/payments/ccavenue-status.ts asks through CCAVENUE_API_URL: it reads the request with the real
// crypto, as CCAvenue would, and answers each order as the test says.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { decryptCcavenue, encryptCcavenue } from "@/lib/payments/ccavenue-crypto";

/** What the API was asked: the form fields and the decrypted JSON request. */
export type TStatusRequest = { form: Record<string, string>; request: { order_no?: string; reference_no?: string } | null };

/** The answer to one request: an order record, a refusal (status=1, the reason in clear), or an HTTP error. */
export type TStatusAnswer = { record: Record<string, unknown> } | { refuse: string } | { httpStatus: number };

/** CCAvenue's record of a paid order, with version 1.2's field names (numbers as JSON numbers). */
export const paidRecord = (request: TStatusRequest["request"], amount: number, overrides: Record<string, unknown> = {}) => ({
  reference_no: Number(request?.reference_no),
  order_no: request?.order_no,
  order_currncy: "INR",
  order_amt: amount,
  order_gross_amt: amount,
  order_status: "Successful",
  order_bank_ref_no: "104375822658",
  order_card_name: "UPI",
  order_option_type: "OPTUPI",
  order_date_time: "2026-08-02 11:09:58.427",
  order_status_date_time: "2026-08-02 11:10:21.703",
  error_desc: "",
  error_code: "",
  status: 0,
  ...overrides,
});

export const startStatusApi = async (merchant: { accessCode: string; workingKey: string }) => {
  const requests: TStatusRequest[] = [];
  type TAnswer = (request: TStatusRequest["request"]) => TStatusAnswer | Promise<TStatusAnswer>;
  let answer: TAnswer = () => ({ httpStatus: 503 });
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", async () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      let request: TStatusRequest["request"] = null;
      try {
        request = JSON.parse(decryptCcavenue(form.enc_request ?? "", merchant.workingKey)) as TStatusRequest["request"];
      } catch {
        request = null;
      }
      requests.push({ form, request });
      // A new connection per request: a kept-alive one that the server closes for idleness just
      // as the next sweep sends on it fails that request ("fetch failed"), seen on a loaded host.
      res.setHeader("Connection", "close");
      const reply: TStatusAnswer =
        form.access_code === merchant.accessCode && request
          ? await answer(request)
          : { refuse: "Access_code: Invalid Parameter" };
      if ("httpStatus" in reply) {
        res.writeHead(reply.httpStatus, { "Content-Type": "text/plain" });
        res.end("Service Unavailable");
      } else if ("refuse" in reply) {
        res.end(`status=1&enc_response=${encodeURIComponent(reply.refuse)}&enc_error_code=51407`);
      } else {
        res.end(`status=0&enc_response=${encryptCcavenue(JSON.stringify(reply.record), merchant.workingKey)}\r\n`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/apis/servlet/DoWebTrans`,
    requests,
    /** How the API answers from now on (an answer may wait: what happens while CCAvenue is being asked). */
    answerWith: (next: TAnswer) => {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** An address where nothing listens (a port just freed): the API does not answer at all. */
export const deadAddress = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/apis/servlet/DoWebTrans`;
};
