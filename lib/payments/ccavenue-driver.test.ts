// @database-independent
// What the CCAvenue driver accepts as the gateway's answer before our record is consulted: never a
// record carrying our request's own fields (a splice of encRequest blocks), never a Success
// without CCAvenue's tracking_id.
import { AppError } from "@/lib/http/errors";
import { toGatewayResponse } from "./ccavenue-driver";

const SUCCESS = {
  order_id: "PQ7M4K2ZC9XH3TNB8R5WDJ6G",
  tracking_id: "310009876543",
  bank_ref_no: "BNK123",
  order_status: "Success",
  payment_mode: "UPI",
  currency: "INR",
  amount: "5000.00",
};

const refusal = (fields: Record<string, string>) => {
  try {
    toGatewayResponse(fields);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error("accepted");
};

describe("toGatewayResponse", () => {
  it("reads CCAvenue's answer", () => {
    expect(toGatewayResponse(SUCCESS)).toMatchObject({
      orderId: SUCCESS.order_id,
      status: "SUCCESS",
      amountPaise: 500000,
      currency: "INR",
      gatewayReference: "310009876543",
    });
    // A failure or an abandonment may come without a tracking id.
    expect(toGatewayResponse({ ...SUCCESS, order_status: "Aborted", tracking_id: "" }).status).toBe("ABORTED");
  });

  it("refuses an answer carrying a field only our request has", () => {
    for (const [name, value] of Object.entries({
      merchant_id: "4242",
      redirect_url: "http://localhost/api/paymentgateway/response",
      cancel_url: "x",
      language: "EN",
    }))
      expect(refusal({ [name]: value, ...SUCCESS })).toBe(`Payment response refused: it carries the request's own ${name}`);
  });

  it("refuses a Success without CCAvenue's numeric tracking_id", () => {
    const untracked: Record<string, string> = { ...SUCCESS };
    delete untracked.tracking_id;
    expect(refusal(untracked)).toMatch(/a Success without CCAvenue's tracking_id/);
    expect(refusal({ ...SUCCESS, tracking_id: "" })).toMatch(/tracking_id/);
    expect(refusal({ ...SUCCESS, tracking_id: "ccess" })).toMatch(/tracking_id/);
  });
});
