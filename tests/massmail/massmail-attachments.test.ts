// Mass mail's attachments over its API: the upload (postmassmailerfiles: what it stores, 413 and
// 400 leaving nothing behind) and the limits a send checks on them (15 MB in all, one upload once).
import { POST as uploadFiles } from "@/app/api/storage/postmassmailerfiles/route";
import { pdf, png, uploadRequest } from "../content/helpers";
import { setupMassMailFixture } from "./fixture";
import { fieldsOf, send } from "./helpers";

const { db, stored, world, message, sendMassMail } = setupMassMailFixture();

describe("POST /api/storage/postmassmailerfiles", () => {
  const url = "/api/storage/postmassmailerfiles";

  it("stores pdf and image attachments under generated names and replies them", async () => {
    const reply = await send(
      uploadFiles,
      uploadRequest(
        url,
        { file0: { bytes: pdf(), filename: "../Agenda 2025.pdf" }, file1: { bytes: png(), filename: "map.png" } },
        world.admin,
      ),
    );
    expect(reply.status).toBe(200);
    const files = (reply.body as { files: { name: string; fileName: string; contentType: string }[] }).files;
    expect(files.map((file) => file.fileName)).toEqual(["Agenda 2025.pdf", "map.png"]);
    expect(files[0]!.name).toMatch(/^[a-f0-9]{32}-Agenda_2025\.pdf$/);
    expect(files[1]!.contentType).toBe("image/png");
    expect((await stored("massmailer")).sort()).toEqual(files.map((file) => file.name).sort());
  });

  it("answers 413 for a file over 5 MB, and 400 for a file that is not a document; nothing stays", async () => {
    const before = await stored("massmailer");
    const big = await send(
      uploadFiles,
      uploadRequest(
        url,
        {
          file0: { bytes: pdf(), filename: "ok.pdf" },
          file1: { bytes: Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]), filename: "big.pdf" },
        },
        world.admin,
      ),
    );
    expect(big.status).toBe(413);
    const exe = await send(
      uploadFiles,
      uploadRequest(url, { file0: { bytes: Buffer.from("MZ not a pdf at all"), filename: "a.pdf" } }, world.admin),
    );
    expect(exe.status).toBe(400);
    const none = await send(uploadFiles, uploadRequest(url, { note: "no file" }, world.admin));
    expect(none.status).toBe(400);
    expect(await stored("massmailer")).toEqual(before);
  });
});

describe("attachments of a send", () => {
  it("answers 413 on the attachments when they come to more than 15 MB in all (over 20 MB once encoded), writing nothing", async () => {
    const part = () => ({ bytes: Buffer.concat([pdf(), Buffer.alloc(4 * 1024 * 1024)]), filename: "part.pdf" });
    const upload = await send(
      uploadFiles,
      uploadRequest(
        "/api/storage/postmassmailerfiles",
        { file0: part(), file1: part(), file2: part(), file3: part() },
        world.admin,
      ),
    );
    expect(upload.status).toBe(200);
    const files = (upload.body as { files: { name: string; fileName: string }[] }).files;
    const before = await db().prisma.massMail.count();
    const reply = await sendMassMail(
      message({ audience: { tables: [21] }, attachments: files.map(({ name, fileName }) => ({ name, fileName })) }),
    );
    expect(reply.status).toBe(413);
    expect(fieldsOf(reply)).toEqual(["attachments"]);
    expect((reply.body as { message: string }).message).toBe(
      "attachments: the attachments come to 16 MB; at most 15 MB in all can be mailed",
    );
    expect(await db().prisma.massMail.count()).toBe(before);
    expect(
      await db().prisma.visitorUpload.count({ where: { name: { in: files.map((file) => file.name) }, claimedAt: null } }),
    ).toBe(4);
  });

  it("refuses the same upload attached twice (400 on attachments), writing nothing", async () => {
    const upload = await send(
      uploadFiles,
      uploadRequest("/api/storage/postmassmailerfiles", { file0: { bytes: pdf(), filename: "agenda.pdf" } }, world.admin),
    );
    const { name, fileName } = (upload.body as { files: { name: string; fileName: string }[] }).files[0]!;
    const before = await db().prisma.massMail.count();
    const reply = await sendMassMail(
      message({
        attachments: [
          { name, fileName },
          { name, fileName: "copy.pdf" },
        ],
      }),
    );
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply)).toEqual(["attachments"]);
    expect(await db().prisma.massMail.count()).toBe(before);
  });
});
