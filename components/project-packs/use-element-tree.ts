import type { TElementView } from "@/components/projects/project-types";
import { success, type TResult } from "@/components/shared/post-form";
import { fetchStageElements, fetchSubtree, type TElementDocument, type TPackStage } from "./packs-api";
import { useLoad } from "@/components/shared/use-load";

/** A stage's elements, or one section's subtree (section set; its elements then start at depth 0). */
export type TElementTreeData = {
  stage: TPackStage;
  section: TElementView | null;
  elements: TElementView[];
  documents: TElementDocument[];
};

const loadTree = async (stageId: number, sectionId: number | null, signal?: AbortSignal): Promise<TResult<TElementTreeData>> => {
  // The subtree call answers neither the stage nor the section: both come from the whole stage.
  const whole = await fetchStageElements(stageId, signal);
  if (!whole.ok) return whole;
  const { stage, elements, documents } = whole.value;
  if (sectionId === null) return success({ stage, section: null, elements, documents });
  const section = elements.find((element) => element.id === sectionId && element.kind === "SECTION");
  if (!section) return { ok: false, status: 404, message: "This stage has no such section.", fields: {} };
  const subtree = await fetchSubtree(stageId, sectionId, signal);
  return subtree.ok ? success({ stage, section, elements: subtree.value, documents }) : subtree;
};

export const useElementTree = (stageId: number, sectionId: number | null) =>
  useLoad(`tree-${stageId}-${sectionId ?? "all"}`, (signal) => loadTree(stageId, sectionId, signal));
