// @database-independent
// The public cards of the tables' own projects: each names its year, unit, area and category. A
// legacy record of neither a table nor a circle (the columns allow it) is shown without a unit,
// never as "Circle null".
import { renderToStaticMarkup } from "react-dom/server";
import { TableProjectsList } from "@/components/public/table-projects-list";
import type { TTableProjectReply } from "@/lib/projects/table-projects";

const project = (id: number, unit: { tableNo: number | null; circleNo: number | null }): TTableProjectReply => ({
  id,
  ...unit,
  areaNo: 3,
  year: 202425,
  yearString: "2024-25",
  title: `Project ${id}`,
  description: "",
  category: "Health",
  beneficiaries: null,
  costPaise: null,
  startedOn: null,
  completedOn: null,
  applicationId: null,
});

const cardLines = (projects: TTableProjectReply[]) =>
  [...renderToStaticMarkup(<TableProjectsList projects={projects} />).matchAll(/<p class="[^"]*uppercase">(.*?)<\/p>/g)].map(
    // React marks where adjacent texts meet; a reader sees one line.
    (match) => match[1]!.replaceAll("<!-- -->", ""),
  );

it("names a table's or a circle's project by its unit, and a project of neither without one", () => {
  const lines = cardLines([
    project(1, { tableNo: 7, circleNo: null }),
    project(2, { tableNo: null, circleNo: 4 }),
    project(3, { tableNo: null, circleNo: null }),
  ]);
  expect(lines).toEqual([
    "2024-25 · Table 7 · Area 3 · Health",
    "2024-25 · Circle 4 · Area 3 · Health",
    "2024-25 · Area 3 · Health",
  ]);
});
