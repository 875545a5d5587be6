"use client";

// A stage's element tree (projects/stageelements/{stage}) or one section's subtree
// (projects/stageelementsforparent/{stage}/{section}): add, edit, move and delete elements,
// upload file templates; beside it, the stage's form as the table will see it.
import Link from "next/link";
import { useRef, useState } from "react";
import { FILLED_BY_LABELS, type TElementView } from "@/components/projects/project-types";
import { OnUnmount } from "@/components/shared/on-unmount";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus } from "@/components/ui/form-status";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/load-error";
import { ElementDialog, type TElementTarget } from "./element-dialog";
import { ElementPreview } from "./element-preview";
import { countInside, ElementTree } from "./element-tree";
import { InUseNotice } from "./in-use-notice";
import { NAV_LINK } from "./pack-heading";
import type { TElementDocument } from "./packs-api";
import { focusKey } from "@/components/shared/use-focus-after";
import { useElementActions } from "./use-element-actions";
import { useElementTree } from "./use-element-tree";

type TElementsScreenProps = { stageId: number; sectionId?: number | null };

const deleteText = (elements: readonly TElementView[], element: TElementView) => {
  const inside = countInside(elements, element);
  if (element.kind !== "SECTION" || inside === 0) return `${element.label} will be removed from the stage.`;
  return `${element.label} and the ${inside === 1 ? "element" : `${inside} elements`} inside it will be removed from the stage.`;
};

export const ElementsScreen = ({ stageId, sectionId = null }: TElementsScreenProps) => {
  const data = useElementTree(stageId, sectionId);
  const actions = useElementActions({ elements: data.value?.elements, refresh: data.refresh });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [target, setTarget] = useState<TElementTarget | null>(null);
  // Kept while the confirmation fades out, so that its text does not change.
  const [pending, setPending] = useState<{ element: TElementView; text: string } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const afterConfirm = useRef<(() => void) | null>(null);
  // A reference document to remove, asked about first: the file is deleted with it.
  const [pendingDocument, setPendingDocument] = useState<{ document: TElementDocument; label: string } | null>(null);
  const [documentConfirmOpen, setDocumentConfirmOpen] = useState(false);
  const [removingDocument, setRemovingDocument] = useState(false);

  if (data.loading) return <Skeleton lines={5} label="Loading the stage's elements…" />;
  if (!data.value) {
    return <LoadError title="The elements could not be loaded." message={data.error} onRetry={data.retry} />;
  }
  const { stage, section, elements } = data.value;
  const rootParentId = section?.id ?? null;
  const labelOf = (id: number | null) =>
    id === null ? null : id === section?.id ? section.label : (elements.find((item) => item.id === id)?.label ?? null);
  // The subtree's preview is drawn inside its section, as on the form.
  const preview = section ? [{ ...section, parentId: null, depth: 0 }, ...elements] : elements;

  const openDialog = (next: TElementTarget) => {
    setTarget(next);
    setDialogOpen(true);
  };

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    const deleted = await actions.remove(pending.element);
    setDeleting(false);
    setConfirmOpen(false);
    afterConfirm.current = deleted ? () => document.querySelector<HTMLElement>(focusKey("add-element"))?.focus() : null;
  };

  const confirmRemoveDocument = async () => {
    if (!pendingDocument) return;
    setRemovingDocument(true);
    await actions.removeDocument(pendingDocument.document);
    setRemovingDocument(false);
    setDocumentConfirmOpen(false);
  };

  const title = () => {
    if (!target) return "";
    if (target.element) return `Edit ${target.element.label}`;
    return target.parentId !== null && target.parentId !== rootParentId ? `Add element to ${target.parentLabel}` : "Add element";
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 pb-4">
        <div>
          <p className="text-sm text-slate-600">Stage</p>
          <p className="text-xl font-semibold text-slate-900">
            {stage.name}
            {section && <span className="font-normal text-slate-600"> › {section.label}</span>}
          </p>
          <p className="mt-1 text-sm text-slate-600">Filled by {FILLED_BY_LABELS[stage.filledBy].toLowerCase()}</p>
        </div>
        <nav aria-label="Stage" className="flex flex-wrap gap-4 text-sm">
          <Link href={`/projects/packstages/${stage.packId}`} className={NAV_LINK}>
            The pack&apos;s stages
          </Link>
          {section && (
            <Link href={`/projects/stageelements/${stage.id}`} className={NAV_LINK}>
              The whole stage
            </Link>
          )}
        </nav>
      </div>
      {actions.conflict && <InUseNotice message={actions.conflict} />}
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="elements-heading" className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="elements-heading" className="text-lg font-semibold text-slate-900">
              Elements
            </h2>
            <Button
              data-focus-key="add-element"
              onClick={() => openDialog({ element: null, parentId: rootParentId, parentLabel: section?.label ?? null })}
            >
              Add element
            </Button>
          </div>
          <FormStatus status={actions.status} />
          {elements.length === 0 ? (
            <EmptyState
              icon="layers"
              title={section ? "Nothing in this section yet." : "No elements yet."}
              description="Add sections to group questions, then the questions, documents and tables inside them."
            />
          ) : (
            <ElementTree
              elements={elements}
              rootParentId={rootParentId}
              stageId={stage.id}
              label={section ? `Elements of ${section.label}` : `Elements of ${stage.name}`}
              documents={data.value?.documents ?? []}
              actions={{
                onEdit: (element) => openDialog({ element, parentId: element.parentId, parentLabel: labelOf(element.parentId) }),
                onAddChild: (parent) => openDialog({ element: null, parentId: parent.id, parentLabel: parent.label }),
                onMove: (element, to) => void actions.move(element, to),
                onDelete: (element) => {
                  setPending({ element, text: deleteText(elements, element) });
                  setConfirmOpen(true);
                },
                onUpload: (element, file) => void actions.upload(element, file),
                onAddDocument: (element, file) => void actions.addDocument(element, file),
                onRemoveDocument: (document) => {
                  setPendingDocument({ document, label: labelOf(document.elementId) ?? "the element" });
                  setDocumentConfirmOpen(true);
                },
                uploadingId: actions.uploadingId,
              }}
            />
          )}
        </section>
        <section aria-labelledby="preview-heading" className="min-w-0 space-y-4">
          <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
            Preview
          </h2>
          <p className="text-sm text-slate-600">The form as the table will see it. What you type here is not saved.</p>
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
            <ElementPreview elements={preview} />
          </div>
        </section>
      </div>
      <ElementDialog
        open={dialogOpen}
        title={title()}
        stageId={stage.id}
        target={target}
        kindLocked={Boolean(target?.element?.kind === "SECTION" && elements.some((item) => item.parentId === target.element?.id))}
        onClose={() => setDialogOpen(false)}
        onSaved={(element) => {
          setDialogOpen(false);
          actions.saved(element, !target?.element);
        }}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={pending ? `Delete ${pending.element.label}?` : "Delete?"}
        message={
          <>
            {pending?.text}
            <OnUnmount
              run={() => {
                afterConfirm.current?.();
                afterConfirm.current = null;
              }}
            />
          </>
        }
        confirmLabel="Delete"
        confirmVariant="danger"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmOpen(false)}
      />
      <ConfirmDialog
        open={documentConfirmOpen}
        title={pendingDocument ? `Remove ${pendingDocument.document.originalName}?` : "Remove this document?"}
        message={
          pendingDocument
            ? `${pendingDocument.document.originalName} will be deleted and no longer offered with ${pendingDocument.label}. This cannot be undone.`
            : ""
        }
        confirmLabel="Remove"
        confirmVariant="danger"
        busy={removingDocument}
        onConfirm={() => void confirmRemoveDocument()}
        onCancel={() => setDocumentConfirmOpen(false)}
      />
    </div>
  );
};
