// @database-independent
// The Icon's default size gives way to the caller's: with both, the one later in the stylesheet
// won (size-5 after size-4), so every icon asked for at 16 px was drawn at 20 px.
import { renderToStaticMarkup } from "react-dom/server";
import { Icon } from "@/components/ui/icons";

const classesOf = (markup: string) => (/class="([^"]*)"/.exec(markup)?.[1] ?? "").split(" ");
const sizes = (classes: string[]) => classes.filter((name) => name.startsWith("size-"));

describe("Icon", () => {
  it("is 20 px (size-5) when the caller says nothing of its size", () => {
    expect(sizes(classesOf(renderToStaticMarkup(<Icon name="arrow-right" />)))).toEqual(["size-5"]);
    expect(sizes(classesOf(renderToStaticMarkup(<Icon name="arrow-right" className="rotate-180" />)))).toEqual(["size-5"]);
  });

  it("carries only the caller's size when it gives one, smaller or larger", () => {
    for (const size of ["size-4", "size-6", "size-8"]) {
      const classes = classesOf(renderToStaticMarkup(<Icon name="arrow-right" className={`mt-0.5 ${size} text-slate-400`} />));
      expect(sizes(classes)).toEqual([size]);
      expect(classes).toContain("shrink-0");
    }
  });
});
