// @database-independent
// The CCAvenue-style driver's encryption against vectors computed independently of the module:
// hard-coded openssl output, openssl run live (when installed), and node:crypto spelled out here.
import { execFileSync } from "node:child_process";
import { createCipheriv, createDecipheriv, createHash } from "node:crypto";
import { AppError } from "@/lib/http/errors";
import { buildCcavenueRequest, decryptCcavenue, encryptCcavenue, parseCcavenueResponse } from "./ccavenue-crypto";

const WORKING_KEY = "0123456789ABCDEF0123456789ABCDEF";
// printf '%s' '0123456789ABCDEF0123456789ABCDEF' | openssl dgst -md5 -r | cut -c1-32
const KEY_HEX = "5392fad6bee373074dbd3edfae6506f2";
const IV_HEX = "000102030405060708090a0b0c0d0e0f";

// Produced once with OpenSSL 3.0 (K as above):
// printf '%s' "$PLAIN" | openssl enc -aes-128-cbc -K 5392fad6bee373074dbd3edfae6506f2 \
//   -iv 000102030405060708090a0b0c0d0e0f | od -An -v -tx1 | tr -d ' \n'
const REQUEST_PLAIN = "merchant_id=12345&order_id=DON-2025-0001&currency=INR&amount=1234.50&language=EN";
const REQUEST_VECTOR =
  "c56242690eb6bd972ef6ee7e68e68767cb6f322ff029ae1ebe8d9367eeb4d01ab61e0a7434ef529cddfab35f8978796a" +
  "a4312ca22b016b835bd1a312ce243a252b534630c2173250c05ffeb02cc16611790177e0a7cc7564890e0c1995893af1";
const RESPONSE_PLAIN =
  "order_id=DON-2025-0001&tracking_id=310009876543&bank_ref_no=BRN42&order_status=Success&currency=INR&amount=1234.50" +
  "&billing_name=%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%AF%E0%A4%BE%20Sharma&status_message=Approved";
const RESPONSE_VECTOR =
  "dbdb58478670c6ae2fdd9b6b84fc6c775d8803e0a908f433cfdf64f55e0d27f1add283347263b645dd4d03f68b4d8359" +
  "d649d3cf8418bc80c0292c37dcd7151d95ba8d96588ff437343862a8c03db9d3faa7589e69578e3beef5f83e7fda319d" +
  "478e18ea75c557c5e96ae59bf13b6d971935c42308d9449cc7ecf3677c0773a8998630d614f47f291058672347190dde" +
  "c68a1a7eadc1e403605fbe0d3ea4c795b7f182df5bbf36617d3708584c3670b0e4dd6e9faae78e15a6b0425f13a06b7f" +
  "4103fe9db8aa3f37cefcf5958496fa05c5daf0972a0d7fc90106f794935d2115";

const hasOpenssl = (() => {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
const withOpenssl = hasOpenssl ? it : it.skip;

const openssl = (args: string[], input: Buffer) =>
  execFileSync("openssl", ["enc", "-aes-128-cbc", "-K", KEY_HEX, "-iv", IV_HEX, ...args], { input });

// The documented algorithm written out again, without the module.
const referenceEncrypt = (plain: string, workingKey: string) => {
  const key = createHash("md5").update(Buffer.from(workingKey, "utf8")).digest();
  const cipher = createCipheriv("aes-128-cbc", key, Buffer.from(IV_HEX, "hex"));
  return cipher.update(plain, "utf8", "hex") + cipher.final("hex");
};
const referenceDecrypt = (hex: string, workingKey: string) => {
  const key = createHash("md5").update(Buffer.from(workingKey, "utf8")).digest();
  const decipher = createDecipheriv("aes-128-cbc", key, Buffer.from(IV_HEX, "hex"));
  return decipher.update(hex, "hex", "utf8") + decipher.final("utf8");
};

const SAMPLES = [
  "",
  "a",
  "exactly sixteen!", // one full block, so a whole block of padding follows
  REQUEST_PLAIN,
  buildCcavenueRequest({ billing_name: "प्रिया Sharma", billing_address: "12, MG Road & Co = ₹ 500" }),
];

const expectRefused = (run: () => unknown, reason: RegExp) => {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(AppError);
  expect((thrown as AppError).code).toBe("BAD_REQUEST");
  expect((thrown as AppError).message).toMatch(reason);
};

describe("CCAvenue-style encryption", () => {
  it("derives the key as the MD5 digest of the working key", () => {
    expect(createHash("md5").update(WORKING_KEY).digest("hex")).toBe(KEY_HEX);
  });

  it("encrypts to the fixed openssl vectors, in lower-case hex", () => {
    expect(encryptCcavenue(REQUEST_PLAIN, WORKING_KEY)).toBe(REQUEST_VECTOR);
    expect(encryptCcavenue(RESPONSE_PLAIN, WORKING_KEY)).toBe(RESPONSE_VECTOR);
    expect(REQUEST_VECTOR).toMatch(/^[0-9a-f]+$/);
  });

  it("decrypts the fixed vectors, in either hex case, to the plaintext and the response record", () => {
    expect(decryptCcavenue(REQUEST_VECTOR, WORKING_KEY)).toBe(REQUEST_PLAIN);
    expect(decryptCcavenue(REQUEST_VECTOR.toUpperCase(), WORKING_KEY)).toBe(REQUEST_PLAIN);
    expect(parseCcavenueResponse(decryptCcavenue(RESPONSE_VECTOR, WORKING_KEY))).toEqual({
      order_id: "DON-2025-0001",
      tracking_id: "310009876543",
      bank_ref_no: "BRN42",
      order_status: "Success",
      currency: "INR",
      amount: "1234.50",
      billing_name: "प्रिया Sharma",
      status_message: "Approved",
    });
  });

  withOpenssl("agrees with openssl run now, both ways", () => {
    for (const plain of SAMPLES) {
      const ours = encryptCcavenue(plain, WORKING_KEY);
      expect(ours).toBe(openssl([], Buffer.from(plain, "utf8")).toString("hex"));
      expect(openssl(["-d"], Buffer.from(ours, "hex")).toString("utf8")).toBe(plain);
      expect(decryptCcavenue(ours, WORKING_KEY)).toBe(plain);
    }
  });

  it("agrees with node:crypto driven directly, both ways, for any working key", () => {
    for (const workingKey of [WORKING_KEY, "short", "ключ-कुंजी"]) {
      for (const plain of SAMPLES) {
        expect(encryptCcavenue(plain, workingKey)).toBe(referenceEncrypt(plain, workingKey));
        expect(decryptCcavenue(referenceEncrypt(plain, workingKey), workingKey)).toBe(plain);
        expect(referenceDecrypt(encryptCcavenue(plain, workingKey), workingKey)).toBe(plain);
      }
    }
  });

  it("round-trips fields with Indian names, '&', '=', '+', '%' and spaces in values", () => {
    const fields = {
      merchant_id: "12345",
      order_id: "DON-2025-0001",
      currency: "INR",
      amount: "1234.50",
      redirect_url: "https://portal.example/api/paymentgateway/response?kind=donation&x=1",
      cancel_url: "https://portal.example/paymentresponse?cancelled=1",
      language: "EN",
      billing_name: "प्रिया Sharma",
      billing_address: "Flat 4 & 5, Door no = 7/2, ₹ 100% + more",
      billing_email: "priya+donor@example.in",
      billing_tel: "+91 98450 12345",
      merchant_param1: "தமிழ் ಕನ್ನಡ বাংলা",
    };
    const plain = buildCcavenueRequest(fields);
    expect(plain.split("&")).toHaveLength(Object.keys(fields).length);
    expect(parseCcavenueResponse(decryptCcavenue(encryptCcavenue(plain, WORKING_KEY), WORKING_KEY))).toEqual(fields);
  });

  it("refuses the vector under a wrong working key", () => {
    for (const wrongKey of ["wrong", "0123456789ABCDEF0123456789ABCDEE", WORKING_KEY.toLowerCase()]) {
      expectRefused(() => decryptCcavenue(RESPONSE_VECTOR, wrongKey), /bad padding/);
    }
  });

  it("refuses a tampered ciphertext: a flipped bit garbles its block, or breaks the padding", () => {
    const flipped = (byteIndex: number) => {
      const bytes = Buffer.from(RESPONSE_VECTOR, "hex");
      bytes[byteIndex] = (bytes[byteIndex] ?? 0) ^ 0x01;
      return bytes.toString("hex");
    };
    const lastByte = RESPONSE_VECTOR.length / 2 - 1;
    for (const index of [0, 16, 100]) expectRefused(() => decryptCcavenue(flipped(index), WORKING_KEY), /UTF-8/);
    expectRefused(() => decryptCcavenue(flipped(lastByte), WORKING_KEY), /bad padding/);
    // Dropping the last block leaves a ciphertext whose final block is no longer padding.
    expectRefused(() => decryptCcavenue(RESPONSE_VECTOR.slice(0, -32), WORKING_KEY), /bad padding/);
  });

  it("refuses input that is not whole blocks of hex", () => {
    expectRefused(() => decryptCcavenue("", WORKING_KEY), /empty/);
    expectRefused(() => decryptCcavenue(REQUEST_VECTOR.slice(0, -1), WORKING_KEY), /odd number/);
    expectRefused(() => decryptCcavenue(`${REQUEST_VECTOR.slice(0, -2)}zz`, WORKING_KEY), /not hexadecimal/);
    expectRefused(() => decryptCcavenue(` ${REQUEST_VECTOR.slice(1)}`, WORKING_KEY), /not hexadecimal/);
    expectRefused(() => decryptCcavenue(REQUEST_VECTOR.slice(0, -2), WORKING_KEY), /16-byte AES blocks/);
    expect(() => decryptCcavenue(REQUEST_VECTOR, "")).toThrow("CCAvenue working key is empty");
    expect(() => encryptCcavenue("x", "")).toThrow("CCAvenue working key is empty");
  });
});

describe("CCAvenue request and response text", () => {
  it("builds key=value pairs in order, URL-encoding values and leaving out undefined fields", () => {
    expect(buildCcavenueRequest({ order_id: "A 1", amount: "10.00", merchant_param1: undefined, note: "a&b=c" })).toBe(
      "order_id=A%201&amount=10.00&note=a%26b%3Dc",
    );
    expect(() => buildCcavenueRequest({ "bad name": "x" })).toThrow(/not a plain identifier/);
  });

  it("parses form encoding ('+' is a space), keeps a bare '%' and an '=' inside a value", () => {
    expect(parseCcavenueResponse("status_message=Transaction+Successful&discount=10%&x=a=b&empty=&flag&")).toEqual({
      status_message: "Transaction Successful",
      discount: "10%",
      x: "a=b",
      empty: "",
      flag: "",
    });
  });

  it("refuses repeated or malformed field names and empty text", () => {
    expectRefused(
      () => parseCcavenueResponse("order_status=Failure&amount=1.00&order_status=Success"),
      /order_status is repeated/,
    );
    expectRefused(() => parseCcavenueResponse("order status=Success"), /malformed/);
    expectRefused(() => parseCcavenueResponse("=Success"), /malformed/);
    expectRefused(() => parseCcavenueResponse(""), /no fields/);
  });

  it("keeps a field named __proto__ as data", () => {
    const record = parseCcavenueResponse("__proto__=x&order_id=1");
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.keys(record)).toEqual(["__proto__", "order_id"]);
  });
});
