// The sanction letter as the trust issues it (projects/sanctionletter/{tpaid}): the letterhead,
// number and date, the addressee, the sanctioned amount in figures and words, the donor, the
// instalments and conditions, and the signature block of the member who sends it, in their
// capacity. No hooks: it renders on the server for the page and for the PDF alike.
import type { TSanctionLetter } from "@/lib/projects/sanction-letter";

export const SanctionLetterView = ({ letter }: { letter: TSanctionLetter }) => (
  <article className="space-y-5 bg-white text-[11pt] leading-relaxed text-slate-900" aria-labelledby="sanction-letter-title">
    <header className="border-b-2 border-brand-800 pb-3 text-center">
      <p className="text-2xl font-semibold tracking-wide text-brand-800 uppercase">{letter.foundation}</p>
      <p className="text-sm text-slate-700">Project grants of the tables and circles of the federation</p>
    </header>
    {letter.draft && (
      <p role="note" className="rounded border border-amber-400 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
        Draft: not issued, not valid ({letter.draftReason}).
      </p>
    )}
    <div className="flex flex-wrap justify-between gap-2 text-sm">
      <p>
        <span className="font-semibold">Letter No.:</span> {letter.letterNo}
      </p>
      <p>
        <span className="font-semibold">Date:</span> {letter.date}
      </p>
    </div>
    <address className="text-sm not-italic">
      <p>{letter.chairmanTitle},</p>
      {letter.chairmanName && <p>{letter.chairmanName}</p>}
      <p>{letter.unit}</p>
      <p>{letter.area}</p>
    </address>
    <h1 id="sanction-letter-title" className="text-lg font-semibold">
      Sanction of grant: application {letter.applicationNo}, {letter.title}
    </h1>
    <p>Dear {letter.chairmanName ?? "Chairman"},</p>
    <p>
      We are pleased to inform you that the trustees of the {letter.foundation} have sanctioned a grant of{" "}
      <strong>{letter.amount}</strong> (<strong>{letter.amountInWords}</strong>) for the project &ldquo;{letter.title}&rdquo; of{" "}
      {letter.unit}, application {letter.applicationNo}
      {letter.donorName ? <>, made possible by the support of {letter.donorName}</> : null}.
    </p>
    <section aria-labelledby="sanction-instalments" className="space-y-2">
      <h2 id="sanction-instalments" className="font-semibold">
        The grant will be paid in these instalments
      </h2>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-slate-400 text-left">
            <th scope="col" className="py-1 pr-2">
              No.
            </th>
            <th scope="col" className="py-1 pr-2">
              Instalment
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Amount
            </th>
            <th scope="col" className="py-1">
              Due on
            </th>
          </tr>
        </thead>
        <tbody>
          {letter.instalments.map((instalment) => (
            <tr key={instalment.position} className="border-b border-slate-200">
              <td className="py-1 pr-2">{instalment.position}</td>
              <td className="py-1 pr-2">{instalment.label}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{instalment.amount}</td>
              <td className="py-1">{instalment.dueOn ?? "On the trust's release"}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <td className="py-1 pr-2" colSpan={2}>
              Total
            </td>
            <td className="py-1 pr-2 text-right tabular-nums">{letter.amount}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </section>
    {letter.conditions && (
      <section aria-labelledby="sanction-conditions" className="space-y-1">
        <h2 id="sanction-conditions" className="font-semibold">
          Conditions of the grant
        </h2>
        <p className="whitespace-pre-line">{letter.conditions}</p>
      </section>
    )}
    <p>
      Each instalment is released on the trust&rsquo;s review of the project&rsquo;s progress. Please submit the completion report
      with the utilisation certificate, invoices and photographs through the portal once the project is complete.
    </p>
    <div className="break-inside-avoid pt-6 text-sm">
      <p>For the {letter.foundation},</p>
      <p className="mt-10 font-semibold">{letter.secretaryName ?? "The Secretary"}</p>
      <p>{letter.signerCapacity}</p>
    </div>
  </article>
);
