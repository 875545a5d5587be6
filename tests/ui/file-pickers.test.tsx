// @database-independent
// What the file pickers offer is what the server takes (lib/http/file-type.ts): ACCEPT names, by
// media type and by extension, exactly the types allowedType lets through for each kind. The grant
// forms' pickers whose routes take fewer (a vendor's quotation files, the evaluation report's
// files: pdf, jpg and png) offer those, from the lists the routes check (element-kinds.ts).
import { renderToStaticMarkup } from "react-dom/server";
import { ReportForm } from "@/components/projects/completion-forms";
import { VendorsPart } from "@/components/projects/vendors-part";
import { elementView } from "@/tests/helpers/element-view";
import { ACCEPT, allowedType, WRONG_TYPE, type TFileKind } from "@/lib/http/file-type";
import { acceptOfTypes, PHOTO_FILE_TYPES, REPORT_FILE_TYPES, VENDOR_FILE_TYPES } from "@/lib/projects/element-kinds";

// The first bytes of each type the server knows, with the extension and media type it has.
const SAMPLES = [
  { head: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: "image/png", extensions: [".png"] },
  { head: [0xff, 0xd8, 0xff, 0xe0], type: "image/jpeg", extensions: [".jpg", ".jpeg"] },
  { head: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], type: "image/gif", extensions: [".gif"] },
  { head: [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], type: "application/pdf", extensions: [".pdf"] },
];

const offered = (accept: string) => accept.split(",").sort();
/** The accept of the file input named `label`, by its aria-label or by a <label for>. */
const acceptOf = (html: string, label: string) => {
  const labelled = [...html.matchAll(/<label[^>]*for="([^"]+)"[^>]*>([^<]*)<\/label>/g)].find((match) => match[2] === label)?.[1];
  const input = [...html.matchAll(/<input[^>]*type="file"[^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => tag.includes(`aria-label="${label}"`) || (labelled !== undefined && tag.includes(`id="${labelled}"`)));
  expect(input).toBeDefined();
  return /accept="([^"]+)"/.exec(input ?? "")?.[1] ?? "";
};

describe("the pickers' filters", () => {
  it.each<TFileKind>(["image", "document"])("%s: exactly the types and extensions the server takes", (kind) => {
    const taken = SAMPLES.filter((sample) => allowedType(Buffer.from([...sample.head, 0, 0, 0, 0, 0, 0, 0, 0]), kind));
    expect(offered(ACCEPT[kind])).toEqual(taken.flatMap((sample) => [sample.type, ...sample.extensions]).sort());
    // The server's refusal names each of them.
    for (const sample of taken)
      expect(WRONG_TYPE[kind]).toContain(sample.type === "application/pdf" ? "pdf" : sample.type.slice(6));
  });

  it("documents take pdf and every image; images take no pdf", () => {
    expect(offered(ACCEPT.document)).toEqual(expect.arrayContaining(["application/pdf", ".pdf", "image/gif", ".gif"]));
    expect(ACCEPT.image).not.toContain("pdf");
  });
});

const ELEMENT = elementView("VENDOR_LIST", { id: 7, stageId: 2, label: "Vendors" });

describe("the grant forms' pickers", () => {
  it("acceptOfTypes names each type by media type and extension", () => {
    expect(offered(acceptOfTypes(["pdf", "jpg", "png"]))).toEqual(
      [".jpeg", ".jpg", ".pdf", ".png", "application/pdf", "image/jpeg", "image/png"].sort(),
    );
    expect(offered(acceptOfTypes(PHOTO_FILE_TYPES))).toEqual(offered(ACCEPT.image));
  });

  it("a vendor's quotation files: pdf, jpg and png, as its label and the route say", () => {
    const html = renderToStaticMarkup(
      <VendorsPart
        element={ELEMENT}
        vendors={[]}
        applicationStageId={3}
        readOnly={false}
        onChanged={() => undefined}
        onError={() => undefined}
      />,
    );
    const accept = acceptOf(html, "Quotation files (PDF, JPG, PNG)");
    expect(offered(accept)).toEqual(offered(acceptOfTypes(VENDOR_FILE_TYPES)));
    expect(accept).not.toContain("gif");
  });

  it("the evaluation report's files: the same", () => {
    const html = renderToStaticMarkup(<ReportForm label="Evaluation" initial="" withFiles onSave={async () => null} />);
    const accept = acceptOf(html, "Attach files (PDF, JPG or PNG)");
    expect(offered(accept)).toEqual(offered(acceptOfTypes(REPORT_FILE_TYPES)));
    expect(accept).not.toContain("gif");
  });
});
