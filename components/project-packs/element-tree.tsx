import type { ReactNode } from "react";
import type { TElementView } from "@/components/projects/project-types";
import { ElementRow, type TTreeActions } from "./element-row";
import type { TElementDocument } from "./packs-api";

type TElementTreeProps = {
  /** In tree order (each parent followed by its children by position), as the API lists them. */
  elements: readonly TElementView[];
  /** Whose children are the tree's first level: null for a whole stage, a section's id for its subtree. */
  rootParentId: number | null;
  stageId: number;
  /** The first level's accessible name. */
  label: string;
  /** The elements' reference documents. */
  documents: readonly TElementDocument[];
  actions: TTreeActions;
};

/** The element tree as nested lists: a section's elements are indented under it. */
export const ElementTree = ({ elements, rootParentId, stageId, label, documents, actions }: TElementTreeProps) => {
  const childrenOf = (parentId: number | null) => elements.filter((element) => element.parentId === parentId);

  const level = (parentId: number | null, name: string): ReactNode => {
    const siblings = childrenOf(parentId);
    return (
      <ol
        aria-label={name}
        className={parentId === rootParentId ? "space-y-2" : "mt-2 space-y-2 border-l-2 border-slate-200 pl-3 sm:pl-5"}
      >
        {siblings.map((element, index) => {
          const inside = element.kind === "SECTION" ? childrenOf(element.id) : [];
          return (
            <li key={element.id}>
              <ElementRow
                element={element}
                stageId={stageId}
                index={index}
                siblingCount={siblings.length}
                documents={documents.filter((document) => document.elementId === element.id)}
                actions={actions}
              />
              {inside.length > 0 && level(element.id, `Inside ${element.label}`)}
              {element.kind === "SECTION" && inside.length === 0 && (
                <p className="mt-1 ml-3 text-xs text-slate-500 sm:ml-5">Nothing inside yet: use Add inside.</p>
              )}
            </li>
          );
        })}
      </ol>
    );
  };

  return level(rootParentId, label);
};

/** How many elements lie under `element` (tree order: the rows after it that are deeper). */
export const countInside = (elements: readonly TElementView[], element: TElementView) => {
  const start = elements.findIndex((item) => item.id === element.id);
  let count = 0;
  for (let at = start + 1; at < elements.length && elements[at]!.depth > element.depth; at += 1) count += 1;
  return count;
};
