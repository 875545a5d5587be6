"use client";

import { useId, useRef, useState } from "react";
import { controlClasses } from "@/components/ui/field";
import { LiveRegion } from "@/components/ui/live-region";

type TCommand = { label: string; command: string; value?: string; text: string };

const COMMANDS: TCommand[] = [
  { label: "Bold", command: "bold", text: "B" },
  { label: "Italic", command: "italic", text: "I" },
  { label: "Underline", command: "underline", text: "U" },
  { label: "Heading", command: "formatBlock", value: "h3", text: "H" },
  { label: "Paragraph", command: "formatBlock", value: "p", text: "¶" },
  { label: "Bulleted list", command: "insertUnorderedList", text: "•" },
  { label: "Numbered list", command: "insertOrderedList", text: "1." },
  { label: "Remove formatting", command: "removeFormat", text: "Tx" },
];

const LINK_RULE = "Links must start with https:// or mailto:";

type TProps = { label: string; error?: string; hint?: string; onChange: (html: string) => void; disabled?: boolean };

/**
 * A small rich-text box (contenteditable with a toolbar). What it produces is only a draft: the
 * server sanitises the HTML (lib/massmail/sanitize-mail-html.ts) before it is stored or sent.
 */
export const RichTextEditor = ({ label, error, hint, onChange, disabled = false }: TProps) => {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // Why the last address given to Link was not used; the selection stays, so Link can be tried again.
  const [linkRefused, setLinkRefused] = useState("");
  const emit = () => onChange(box.current?.innerHTML ?? "");

  const run = (command: string, value?: string) => {
    box.current?.focus();
    document.execCommand(command, false, value);
    emit();
  };

  const link = () => {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    const url = window.prompt("Link address (https://...)")?.trim();
    if (!url) return;
    if (!/^(https?:\/\/|mailto:)/i.test(url)) {
      setLinkRefused(LINK_RULE);
      return;
    }
    setLinkRefused("");
    box.current?.focus();
    // The prompt may have moved the selection: the link goes on the text chosen before it.
    if (range && box.current?.contains(range.commonAncestorContainer)) {
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    run("createLink", url);
  };

  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-800">
        {label}
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      </span>
      <div role="toolbar" aria-label={`${label} formatting`} className="mt-1 flex flex-wrap gap-1">
        {COMMANDS.map((entry) => (
          <button
            key={entry.label}
            type="button"
            aria-label={entry.label}
            title={entry.label}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(entry.command, entry.value)}
            // The sign is drawn, not text: the button's name is the command's (what a voice user says).
            data-sign={entry.text}
            className="min-w-8 rounded border border-slate-300 bg-white px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 before:content-[attr(data-sign)]"
          />
        ))}
        <button
          type="button"
          aria-label="Link"
          title="Link"
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={link}
          className="rounded border border-slate-300 bg-white px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Link
        </button>
      </div>
      <LiveRegion className="mt-1 text-sm text-red-700">{linkRefused}</LiveRegion>
      <div
        ref={box}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined}
        aria-invalid={error ? true : undefined}
        aria-disabled={disabled || undefined}
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        className={controlClasses(Boolean(error), "prose mt-2 min-h-48 max-w-none overflow-auto")}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
};
