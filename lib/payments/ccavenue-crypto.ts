// CCAvenue-style encryption, as the gateway's integration kit documents it: AES-128-CBC with
// key = MD5(working key) (16 raw bytes), the fixed IV 00 01 .. 0f, PKCS#7 padding, lower-case hex.
// The fixed IV and the absence of a MAC are the gateway's choice, not ours: a decrypted response
// proves only that its sender knew the working key, so the caller still checks order, amount and
// currency against our record.
import { createCipheriv, createDecipheriv, createHash } from "node:crypto";
import { AppError } from "../http/errors";

const IV = Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f]);
const HEX = /^[0-9a-fA-F]*$/;
// CCAvenue's field names are plain identifiers (order_id, merchant_param1, ...); anything else in a
// decrypted response means a wrong key or a tampered ciphertext that happened to unpad cleanly.
const FIELD_NAME = /^[A-Za-z0-9_]+$/;

const aesKey = (workingKey: string) => {
  if (!workingKey) throw new Error("CCAvenue working key is empty");
  return createHash("md5").update(workingKey, "utf8").digest();
};

const refused = (reason: string) => new AppError("BAD_REQUEST", `Payment response refused: ${reason}`);

/** UTF-8 plaintext -> lower-case hex ciphertext (the `encRequest` field). */
export const encryptCcavenue = (plain: string, workingKey: string): string => {
  const cipher = createCipheriv("aes-128-cbc", aesKey(workingKey), IV);
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("hex");
};

/** Hex ciphertext (the `encResp` field) -> UTF-8 plaintext; throws for bad hex, bad padding or non-UTF-8 output. */
export const decryptCcavenue = (hex: string, workingKey: string): string => {
  if (typeof hex !== "string" || hex.length === 0) throw refused("the ciphertext is empty");
  if (!HEX.test(hex)) throw refused("the ciphertext is not hexadecimal");
  if (hex.length % 2 !== 0) throw refused("the ciphertext has an odd number of hex digits");
  if (hex.length % 32 !== 0) throw refused("the ciphertext is not a whole number of 16-byte AES blocks");
  const decipher = createDecipheriv("aes-128-cbc", aesKey(workingKey), IV);
  let bytes: Buffer;
  try {
    bytes = Buffer.concat([decipher.update(Buffer.from(hex, "hex")), decipher.final()]);
  } catch {
    throw refused("it does not decrypt (bad padding: wrong working key or tampered ciphertext)");
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw refused("it does not decrypt to UTF-8 text (wrong working key or tampered ciphertext)");
  }
};

/** The request plaintext: `key=value&...` with URL-encoded values, in the given order; undefined fields are left out. */
export const buildCcavenueRequest = (fields: Record<string, string | undefined>): string =>
  Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => {
      if (!FIELD_NAME.test(name)) throw new Error(`CCAvenue field name "${name}" is not a plain identifier`);
      return `${name}=${encodeURIComponent(value)}`;
    })
    .join("&");

// Form decoding ('+' is a space). The kits themselves split the response without decoding, so a
// value that is not valid percent-encoding (a bare '%') is kept as it came rather than refused.
const decodeValue = (value: string) => {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return value;
  }
};

/** The response plaintext -> a record. Refuses unknown-looking or repeated field names (a repeat could smuggle a second order_status). */
export const parseCcavenueResponse = (plain: string): Record<string, string> => {
  // A Map, then fromEntries: a field named __proto__ becomes data, never the record's prototype.
  const fields = new Map<string, string>();
  for (const pair of plain.split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const name = equals === -1 ? pair : pair.slice(0, equals);
    if (!FIELD_NAME.test(name)) throw refused("a field name is malformed");
    if (fields.has(name)) throw refused(`the field ${name} is repeated`);
    fields.set(name, equals === -1 ? "" : decodeValue(pair.slice(equals + 1)));
  }
  if (fields.size === 0) throw refused("it holds no fields");
  return Object.fromEntries(fields);
};
