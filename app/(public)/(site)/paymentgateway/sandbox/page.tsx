// /paymentgateway/sandbox: the sandbox gateway's hosted checkout (issue 15), the embedded default.
// It reads the order the payer brings (encRequest, encrypted under the sandbox's key) and lets the
// tester pay, fail or abandon; no money moves. Dynamic and never cached: it shows the payer's order.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { PageContainer } from "@/components/layout/page-container";
import { SandboxCheckout } from "@/components/payments/sandbox-checkout";
import { Alert } from "@/components/ui/alert";
import { AppError } from "@/lib/http/errors";
import { formatAmountText } from "@/lib/payments/payment-labels";
import { readSandboxOrder, type TSandboxOrder } from "@/lib/payments/sandbox";
import { siteOrigin } from "@/lib/seo/site";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Sandbox payment", robots: { index: false, follow: false } };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** The address this page was asked at, as a route handler's req.url would give it. */
const requestOrigin = async () => {
  const list = await headers();
  return siteOrigin(`${list.get("x-forwarded-proto") === "https" ? "https" : "http"}://${list.get("host") ?? "localhost"}`);
};

const SandboxCheckoutPage = async ({ searchParams }: TProps) => {
  const query = await searchParams;
  const encRequest = one(query.encRequest);
  const accessCode = one(query.access_code);
  let order: TSandboxOrder | null = null;
  let problem: string | null = null;
  try {
    order = readSandboxOrder(encRequest, accessCode, await requestOrigin());
  } catch (error) {
    problem = error instanceof AppError ? error.message : "This payment link cannot be read.";
  }
  return (
    <PageContainer title="Sandbox payment" description={<p>The portal&apos;s test gateway: no money moves here.</p>}>
      {order ? (
        <div className="max-w-2xl space-y-6">
          <Alert tone="warning" title="This is a test checkout">
            A real deployment sends you to the payment gateway (CCAvenue). Choose what the gateway should answer.
          </Alert>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-5 text-sm">
            <dt className="font-medium text-slate-600">Amount</dt>
            <dd className="text-lg font-semibold text-slate-900">{formatAmountText(order.amount, order.currency)}</dd>
            <dt className="font-medium text-slate-600">For</dt>
            <dd className="font-mono">{order.reference}</dd>
            <dt className="font-medium text-slate-600">Payer</dt>
            <dd>
              {order.payerName} ({order.payerEmail})
            </dd>
            <dt className="font-medium text-slate-600">Order</dt>
            <dd className="font-mono text-xs">{order.orderId}</dd>
          </dl>
          <SandboxCheckout
            encRequest={encRequest}
            accessCode={accessCode}
            payLabel={`Pay ${formatAmountText(order.amount, order.currency)}`}
          />
        </div>
      ) : (
        <div role="alert" className="max-w-2xl">
          <Alert tone="error" title="This payment link cannot be used">
            {problem}
          </Alert>
        </div>
      )}
    </PageContainer>
  );
};

export default SandboxCheckoutPage;
