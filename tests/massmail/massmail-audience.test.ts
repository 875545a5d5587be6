// Mass mail over its API, before anything is sent: who may call, the audience and its count, and
// how a message is sanitised. Sending: massmail-sending.test.ts; attachments:
// massmail-attachments.test.ts (all three on the set-up of fixture.ts).
import { POST as uploadFiles } from "@/app/api/storage/postmassmailerfiles/route";
import { POST as countPost } from "@/app/api/massmail/count/route";
import { GET as listGet } from "@/app/api/massmail/list/route";
import { GET as recipientsGet } from "@/app/api/massmail/recipients/[id]/route";
import { POST as retryPost } from "@/app/api/massmail/retryfailed/route";
import { sanitizeMailHtml, mailHtmlToText } from "@/lib/massmail/sanitize-mail-html";
import { pdf, uploadRequest } from "../content/helpers";
import { setupMassMailFixture, type TWho } from "./fixture";
import { fieldsOf, getRequest, jsonRequest, send, sendWith } from "./helpers";

const { db, stored, world, who, message, sendMassMail, status } = setupMassMailFixture();

const area1 = { areas: [1] };
const count = (body: unknown, auth?: TWho) => send(countPost, jsonRequest("/api/massmail/count", body, who(auth)));

describe("who may call", () => {
  it("refuses anonymous callers (401) and members who are not Admin (403)", async () => {
    for (const caller of ["anonymous", world.member] as const) {
      const expected = caller === "anonymous" ? 401 : 403;
      const auth = who(caller);
      expect((await count({ audience: area1 }, caller)).status).toBe(expected);
      expect((await sendMassMail(message(), caller)).status).toBe(expected);
      expect((await send(listGet, getRequest("/api/massmail/list", auth))).status).toBe(expected);
      expect((await status(1, caller)).status).toBe(expected);
      expect((await sendWith(recipientsGet, getRequest("/api/massmail/recipients/1", auth), { id: "1" })).status).toBe(expected);
      expect((await send(retryPost, jsonRequest("/api/massmail/retryfailed", { id: 1 }, auth))).status).toBe(expected);
      const upload = await send(
        uploadFiles,
        uploadRequest("/api/storage/postmassmailerfiles", { file0: { bytes: pdf(), filename: "a.pdf" } }, auth),
      );
      expect(upload.status).toBe(expected);
    }
    expect(await stored("massmailer")).toEqual([]);
    expect(await db().prisma.massMail.count()).toBe(0);
  });
});

describe("POST /api/massmail/count", () => {
  it("counts distinct addresses of active, approved members in the audience", async () => {
    expect((await count({ audience: area1 })).body).toEqual({ count: 5, addresses: 5, optedOut: 0 });
    expect((await count({ audience: { tables: [11] } })).body).toMatchObject({ count: 3 });
    expect((await count({ audience: { circles: [15], tables: [21] } })).body).toMatchObject({ count: 2 });
    expect((await count({ audience: { roles: ["TEX"] } })).body).toMatchObject({ count: 2 });
    expect((await count({ audience: { areas: [1], roles: ["TEX"] } })).body).toMatchObject({ count: 1 });
    expect((await count({ audience: { all: true } })).body).toMatchObject({ count: 7 });
  });

  it("matches roles against the postings of a year when a year is given", async () => {
    const member = await db().prisma.member.findUniqueOrThrow({ where: { userName: "t12-a" } });
    await db().prisma.posting.create({ data: { memberId: member.id, unitKind: "TABLE", unitNo: 12, role: "TEX", year: 2024 } });
    expect((await count({ audience: { roles: ["TEX"], postingYear: 2024 } })).body).toMatchObject({ count: 1 });
    expect((await count({ audience: { postingYear: 2024 } })).body).toMatchObject({ count: 1 });
    expect((await count({ audience: { postingYear: 2023 } })).body).toMatchObject({ count: 0 });
  });

  it("refuses an audience that names nothing, unknown units or roles (400)", async () => {
    const empty = await count({ audience: {} });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty)).toEqual(["audience"]);
    const unknown = await count({ audience: { areas: [1, 99], tables: [77] } });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown)).toEqual(["audience.areas", "audience.tables"]);
    expect((await count({ audience: { all: true, areas: [1] } })).status).toBe(400);
    expect((await count({ audience: { roles: ["Chairman"] } })).status).toBe(400);
    expect((await count({ audience: { areas: ["1"] } })).status).toBe(400);
    expect((await count({ audience: { areas: [1], extra: true } })).status).toBe(400);
  });
});

describe("sanitising", () => {
  it("keeps formatting and absolute links, drops scripts, handlers, styles, images and other links", () => {
    const html = sanitizeMailHtml(
      '<p onclick="x()" style="color:red">Hi <b>all</b><script>alert(1)</script></p><img src="https://t.example/p.gif">' +
        '<a href="javascript:alert(1)">bad</a> <a href="/relative">rel</a> <a href="https://example.org/a?b=1&c=2">site</a><iframe src="https://x"></iframe>',
    );
    expect(html).toBe(
      '<p>Hi <strong>all</strong></p><a>bad</a> <a>rel</a> <a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">site</a>',
    );
    expect(
      mailHtmlToText(
        '<h2>AGM</h2><ul><li>One</li><li>Two &amp; three</li></ul><p>See <a href="https://example.org">the site</a></p>',
      ),
    ).toBe("AGM\n\n- One\n- Two & three\n\nSee the site (https://example.org)");
    expect(sanitizeMailHtml("Line one\nline two\n\nIf a < b & c")).toBe(
      "<p>Line one<br />line two</p>\n<p>If a &lt; b &amp; c</p>",
    );
  });
});
