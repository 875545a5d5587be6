// @database-independent
// A stage's form as the application form and the builder's preview draw it: the choice questions
// (several of a list, Yes / No) as fieldsets whose legend is the label with its required mark,
// their help under it, described by their help and by their error when there is one.
import { renderToStaticMarkup } from "react-dom/server";
import type { TElementView } from "@/components/projects/project-types";
import { StageFields } from "@/components/projects/stage-fields";

const element = (id: number, more: Partial<TElementView>): TElementView => ({
  id,
  stageId: 1,
  parentId: null,
  kind: "SHORT_TEXT",
  label: `Question ${id}`,
  helpText: "",
  required: false,
  position: id,
  config: {},
  templateFileName: null,
  depth: 0,
  ...more,
});

const MULTI = element(4, {
  kind: "MULTI_SELECT",
  label: "Beneficiaries",
  helpText: "All that apply.",
  required: true,
  config: { options: ["Children", "Elders"] },
});
const YES_NO = element(5, { kind: "YES_NO", label: "Own land?", helpText: "Whether the table owns the site." });

const render = (values: Record<number, unknown>, errors?: Record<number, string>) =>
  renderToStaticMarkup(
    <StageFields elements={[MULTI, YES_NO]} values={values} errors={errors} readOnly={false} onChange={() => undefined} />,
  );

describe("the choice questions of a stage's form", () => {
  it("draw several of a list as a fieldset of checkboxes under the label, its help and required mark", () => {
    const html = render({ 4: ["Elders"] });
    expect(html).toContain(
      '<div id="element-4" class="scroll-mt-24 break-inside-avoid-page"><fieldset aria-describedby="element-4-hint"><legend class="text-sm font-medium text-slate-800">Beneficiaries<span class="text-red-700"> *</span></legend><p id="element-4-hint" class="mt-1 text-xs text-slate-600">All that apply.</p><div class="mt-2 flex flex-wrap gap-x-5 gap-y-2">',
    );
    expect(html).toContain(
      '<label class="flex items-center gap-2 text-sm text-slate-800"><input type="checkbox" class="size-4 rounded border-slate-300"/>Children</label>',
    );
    expect(html).toContain(
      '<label class="flex items-center gap-2 text-sm text-slate-800"><input type="checkbox" class="size-4 rounded border-slate-300" checked=""/>Elders</label></div></fieldset></div>',
    );
  });

  it("draw Yes / No as a fieldset of two radios named after the element, with its help (once missing)", () => {
    const html = render({ 5: false });
    expect(html).toContain(
      '<div id="element-5" class="scroll-mt-24 break-inside-avoid-page"><fieldset aria-describedby="element-5-hint"><legend class="text-sm font-medium text-slate-800">Own land?</legend><p id="element-5-hint" class="mt-1 text-xs text-slate-600">Whether the table owns the site.</p><div class="mt-2 flex gap-6">',
    );
    expect(html).toContain('<input type="radio" class="size-4 border-slate-300" name="element-5"/>Yes</label>');
    expect(html).toContain(
      '<input type="radio" class="size-4 border-slate-300" name="element-5" checked=""/>No</label></div></fieldset></div>',
    );
  });

  it("mark a refused answer: the fieldset invalid and described by its help and the error under it", () => {
    const html = render({}, { 4: "Choose at least one.", 5: "Answer Yes or No." });
    expect(html).toContain('<fieldset aria-describedby="element-4-hint element-4-error" data-invalid="true"><legend');
    expect(html).toContain('</div><p id="element-4-error" class="mt-1 text-sm text-red-700">Choose at least one.</p></fieldset>');
    expect(html).toContain('<fieldset aria-describedby="element-5-hint element-5-error" data-invalid="true"><legend');
    expect(html).toContain('</div><p id="element-5-error" class="mt-1 text-sm text-red-700">Answer Yes or No.</p></fieldset>');
  });
});
