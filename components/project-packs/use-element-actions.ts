import { useRef, useState } from "react";
import type { TElementView } from "@/components/projects/project-types";
import type { TResult } from "@/components/shared/post-form";
import type { TFormStatus } from "@/components/ui/form-status";
import { isInUse } from "./in-use-notice";
import {
  deleteElement,
  deleteElementDocument,
  saveElement,
  uploadElementDocument,
  uploadTemplate,
  type TElementDocument,
} from "./packs-api";
import { focusKey, useFocusAfter } from "@/components/shared/use-focus-after";

type TOptions = {
  /** The tree as shown (a new array after every refresh). */
  elements: TElementView[] | undefined;
  /** Loads the tree again; the error message when that fails. */
  refresh: () => Promise<string | null>;
};

/** The element tree's changes: each is one call, then the tree is loaded again (positions are the server's). */
export const useElementActions = ({ elements, refresh }: TOptions) => {
  const [status, setStatus] = useState<TFormStatus>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [uploadingId, setUploadingId] = useState<number | null>(null);
  const busy = useRef(false);
  const focusLater = useFocusAfter(elements);

  /** Reports a call's result; after a success, loads the tree again and moves focus as asked. */
  const settle = async (result: TResult<unknown>, done: string, focus: string[] = []) => {
    if (!result.ok) {
      if (isInUse(result)) {
        setStatus(null);
        setConflict(result.message);
      } else setStatus({ tone: "error", text: result.message });
      return false;
    }
    setConflict(null);
    if (focus.length > 0) focusLater(focus);
    const error = await refresh();
    setStatus(
      error ? { tone: "error", text: `${done} The list could not be loaded again: ${error}` } : { tone: "success", text: done },
    );
    return true;
  };

  const move = async (element: TElementView, to: number) => {
    if (busy.current || !elements) return;
    busy.current = true;
    const siblings = elements.filter((item) => item.parentId === element.parentId);
    const direction = to < siblings.findIndex((item) => item.id === element.id) ? "up" : "down";
    const other = direction === "up" ? "down" : "up";
    // The same fields, and the neighbour's index among the siblings (the API renumbers them 0..n-1).
    const result = await saveElement({
      id: element.id,
      stageId: element.stageId,
      parentId: element.parentId,
      kind: element.kind,
      label: element.label,
      helpText: element.helpText,
      required: element.required,
      config: element.config,
      position: to,
    });
    await settle(result, `${element.label} moved ${direction}.`, [
      focusKey(`element-${element.id}-${direction}`),
      focusKey(`element-${element.id}-${other}`),
    ]);
    busy.current = false;
  };

  const upload = async (element: TElementView, file: File) => {
    if (uploadingId !== null) return;
    setUploadingId(element.id);
    const result = await uploadTemplate(element.id, file);
    setUploadingId(null);
    await settle(result, `The template of ${element.label} was uploaded.`);
  };

  const addDocument = async (element: TElementView, file: File) => {
    if (uploadingId !== null) return;
    setUploadingId(element.id);
    const result = await uploadElementDocument(element.id, file);
    setUploadingId(null);
    await settle(result, `${file.name} was added to ${element.label}.`);
  };

  const removeDocument = async (document: TElementDocument) =>
    void (await settle(await deleteElementDocument(document.sedid), `${document.originalName} was removed.`));

  /** True when it was deleted. Focus is moved by the caller, once the confirmation has closed. */
  const remove = async (element: TElementView) => {
    const result = await deleteElement(element.id);
    if (!result.ok) {
      await settle(result, "");
      return false;
    }
    const inside = result.value - 1;
    await settle(
      result,
      inside > 0
        ? `${element.label} and the ${inside === 1 ? "element" : `${inside} elements`} inside it were deleted.`
        : `${element.label} was deleted.`,
    );
    return true;
  };

  const saved = (element: TElementView, created: boolean) =>
    void settle({ ok: true, value: element }, created ? `${element.label} was added.` : `${element.label} was saved.`);

  return { status, conflict, uploadingId, move, upload, addDocument, removeDocument, remove, saved };
};
