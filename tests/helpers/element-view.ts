// A stage element as the applicant's screens get it (TElementView): a plain one of `kind`, with
// whatever a test needs changed.
import type { TElementView } from "@/components/projects/project-types";

export const elementView = (kind: TElementView["kind"], changes: Partial<TElementView> = {}): TElementView => ({
  id: 9,
  stageId: 1,
  parentId: null,
  kind,
  label: kind,
  helpText: "",
  required: false,
  position: 1,
  config: {},
  templateFileName: null,
  depth: 0,
  ...changes,
});
