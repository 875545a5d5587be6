import { Icon } from "@/components/ui/icons";
import { displayFileName, fileUrl, isImageName } from "./format";

/** An action's files: 80x80 thumbnails opening the full file in a new tab, or 'Attachment(0)'. */
export const ActionAttachments = ({ names }: { names: readonly string[] }) => {
  if (names.length === 0) return <p className="text-xs text-slate-500">Attachment(0)</p>;
  return (
    <ul aria-label={`Attachments (${names.length})`} className="flex flex-wrap gap-2">
      {names.map((name, index) => {
        const label = `Attachment ${index + 1}: ${displayFileName(name)}`;
        return (
          <li key={name}>
            <a
              href={fileUrl(name)}
              target="_blank"
              rel="noopener noreferrer"
              className="block overflow-hidden rounded-md ring-1 ring-slate-200 transition hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {isImageName(name) ? (
                // eslint-disable-next-line @next/next/no-img-element -- private files, streamed with the session cookie (no optimiser cache)
                <img
                  src={fileUrl(name)}
                  alt={label}
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 bg-slate-100 object-cover"
                />
              ) : (
                <span className="flex size-20 flex-col items-center justify-center gap-1 bg-slate-50 p-1 text-center text-[10px] break-all text-slate-700">
                  <Icon name="folder" className="size-5" />
                  {label}
                </span>
              )}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
};
