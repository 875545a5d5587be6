// A receipt laid out for one A4 page (/paymentreceipt/{orderId}, and its PDF): the trust and its
// registration, the receipt's number and date, the donor, the amount in figures and in words, how
// and for what it was paid. No hooks: it renders on the server for the page and the PDF alike; the
// print rules are inline so it prints the same without the site's stylesheet.
import type { TReceiptDocument } from "@/lib/payments/receipt-document";

const PRINT_CSS = `
@page { size: A4; }
@media print { .receipt { break-inside: avoid; page-break-inside: avoid; } }
`;

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="grid grid-cols-[14rem_1fr] items-baseline gap-3 border-b border-slate-200 py-2 last:border-b-0">
    <dt className="font-semibold text-slate-700">{label}</dt>
    <dd className="text-slate-900">{children}</dd>
  </div>
);

const Section = ({ id, title, children }: { id: string; title: string; children: React.ReactNode }) => (
  <section aria-labelledby={id} className="mt-6">
    <h2 id={id} className="border-b-2 border-slate-800 pb-1 text-base font-bold tracking-wide text-slate-900 uppercase">
      {title}
    </h2>
    <dl className="text-[10.5pt]">{children}</dl>
  </section>
);

export const ReceiptView = ({ receipt }: { receipt: TReceiptDocument }) => {
  const fcra = receipt.ledger === "fcra";
  return (
    <article aria-labelledby="receipt-title" className="receipt relative text-slate-900">
      <style>{PRINT_CSS}</style>
      {receipt.testNote && (
        <p
          role="note"
          className="mb-4 rounded border-2 border-dashed border-amber-600 bg-amber-50 px-4 py-2 text-center text-sm font-bold text-amber-900"
        >
          {receipt.testNote}
        </p>
      )}
      {receipt.cancelledOn && (
        <p
          role="note"
          className="mb-4 rounded border-4 border-red-700 px-4 py-2 text-center text-3xl font-extrabold tracking-widest text-red-700"
        >
          CANCELLED
          <span className="mt-1 block text-sm font-semibold tracking-normal">
            This receipt was cancelled on {receipt.cancelledOn}: the payment was refunded.
          </span>
        </p>
      )}

      <header className="border-b-4 border-double border-slate-800 pb-3 text-center">
        <p className="text-xl font-bold text-brand-900">{receipt.trust.name}</p>
        <p className="mt-1 text-sm">{receipt.trust.address}</p>
        <p className="mt-1 text-sm">
          PAN: <span className="font-semibold">{receipt.trust.pan}</span>
          {" · "}
          {receipt.trust.registration.label}: <span className="font-semibold">{receipt.trust.registration.value}</span>
        </p>
      </header>

      <h1 id="receipt-title" className="mt-5 text-center text-2xl font-bold">
        {fcra ? "Receipt of foreign contribution" : "Receipt"}
      </h1>

      <dl className="mt-4 grid grid-cols-2 gap-4 text-[10.5pt]">
        <div>
          <dt className="font-semibold text-slate-700">Receipt number</dt>
          <dd className="font-mono text-base font-bold">{receipt.receiptNo}</dd>
        </div>
        <div className="text-right">
          <dt className="font-semibold text-slate-700">Date</dt>
          <dd className="text-base font-bold">{receipt.date}</dd>
        </div>
      </dl>

      <Section id="receipt-donor" title="Received from">
        <Row label="Name">{receipt.donor.name}</Row>
        <Row label="Address">{receipt.donor.address}</Row>
        <Row label="PAN">{receipt.donor.pan}</Row>
      </Section>

      <Section id="receipt-payment" title="Payment">
        <Row label="Amount">
          <span className="text-lg font-bold">{receipt.amount.figures}</span>
        </Row>
        <Row label="Amount in words">{receipt.amount.words}</Row>
        <Row label="Purpose">
          {receipt.purpose} ({receipt.referenceNo})
        </Row>
        <Row label="Mode of payment">{receipt.paymentMode}</Row>
        <Row label="Gateway reference">{receipt.gatewayReference}</Row>
        <Row label="Order id">
          <span className="font-mono">{receipt.orderId}</span>
        </Row>
      </Section>

      {receipt.fcraNote && (
        <p className="mt-6 rounded border border-slate-400 bg-slate-50 px-4 py-3 text-sm font-semibold">{receipt.fcraNote}.</p>
      )}

      <footer className="mt-10 text-xs text-slate-600">
        <p>This receipt is computer-generated and needs no signature.</p>
        <p className="mt-1">
          {receipt.trust.name}, {receipt.trust.address}
        </p>
      </footer>
    </article>
  );
};
