// A member's own profile: updatemember (details, photograph, age proof), the four document uploads,
// uploadFile, and who may read the documents through GET /api/storage/{folder}/{name}.
import { GET as storageGet } from "@/app/api/storage/[folder]/[name]/route";
import { POST as changePasswordPost } from "@/app/api/auth/changepassword/route";
import { POST as forgotPasswordPost } from "@/app/api/auth/forgotpassword/route";
import { POST as updateMemberPost } from "@/app/api/auth/updatemember/route";
import { POST as uploadEightyGPost } from "@/app/api/auth/uploadeightygforuser/route";
import { POST as uploadFilePost } from "@/app/api/auth/uploadFile/route";
import { POST as uploadFormPost } from "@/app/api/auth/uploadformforuser/route";
import { POST as uploadPanPost } from "@/app/api/auth/uploadpanforuser/route";
import { POST as uploadTrustDeedPost } from "@/app/api/auth/uploadtrustdeedforuser/route";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { MEMBER_MAIL_JOB } from "@/lib/members/member-mail";
import { getOwnProfile } from "@/lib/members/own-profile";
import { displayFileName } from "@/components/profile/profile-format";
import { runQueuedJobs } from "../helpers/jobs";
import { setupTestDb } from "../helpers/test-db";
import { fieldsOf, jsonRequest, logIn, logInAs, send, type TAuth } from "../auth/helpers";
import { adminChanges, gif, memberRow, multipart, pdf, png, storedNames, textFile, useTempStorage } from "./helpers";

const db = setupTestDb({ demo: true });

let root: string;
const as: Record<string, TAuth> = {};
const savedMaxMb = process.env.UPLOAD_MAX_FILE_MB;

beforeAll(async () => {
  root = await useTempStorage();
  const { prisma } = db();
  await seedMember(prisma, {
    userName: "circlemember",
    password: DEMO_PASSWORD,
    fullName: "Circle Member",
    roles: ["User"],
    circleNo: 1,
  });
  for (const name of ["tex", "texc", "member", "member2", "cex", "admin", "adminmembers", "circlemember"])
    as[name] = await logInAs(name);
});

afterAll(() => {
  if (savedMaxMb === undefined) delete process.env.UPLOAD_MAX_FILE_MB;
  else process.env.UPLOAD_MAX_FILE_MB = savedMaxMb;
});

const idOf = async (userName: string) => (await db().prisma.member.findUniqueOrThrow({ where: { userName } })).id;

const updateMember = (json: unknown, files: Parameters<typeof multipart>[2], auth: TAuth) =>
  send(updateMemberPost, multipart("/api/auth/updatemember", { json: JSON.stringify(json) }, files, auth));

const uploadPan = (fields: Record<string, string>, files: Parameters<typeof multipart>[2], auth?: TAuth) =>
  send(uploadPanPost, multipart("/api/auth/uploadpanforuser", fields, files, auth));

const download = (folder: string, name: string, auth?: TAuth) =>
  storageGet(
    new Request(`http://localhost/api/storage/${folder}/${name}`, {
      headers: {
        ...(auth?.cookie ? { cookie: auth.cookie } : {}),
        ...(auth?.bearer ? { authorization: `Bearer ${auth.bearer}` } : {}),
      },
    }),
    { params: Promise.resolve({ folder, name }) },
  );

describe("POST /api/auth/updatemember", () => {
  it("saves the member's own details, normalised, with a photograph and an age proof", async () => {
    const { prisma } = db();
    await prisma.member.update({ where: { userName: "tex" }, data: { ageProofVerified: true } });
    const reply = await updateMember(
      {
        phoneNumber: "098400 12345",
        email: "tarun@example.org",
        panCard: "abcde1234f",
        form12AA: "12AA/2020/77",
        userName: "hacker",
      },
      [
        { field: "profileimgfile", bytes: png(), name: "me.png" },
        { field: "ageproofdoc", bytes: pdf(), name: "birth.pdf", type: "application/pdf" },
      ],
      as.tex!,
    );
    expect(reply.status).toBe(200);
    const user = (reply.body as { user: Record<string, unknown> }).user;
    expect(user).toEqual(
      expect.objectContaining({
        userName: "tex",
        phoneNumber: "+91 98400 12345",
        email: "tarun@example.org",
        panCard: "ABCDE1234F",
        form12AA: "12AA/2020/77",
        ageProofVerified: false,
      }),
    );
    expect(user.profileImageFileName).toMatch(/^[0-9a-f]{32}-me\.png$/);
    expect(user.ageProofFileName).toMatch(/^[0-9a-f]{32}-birth\.pdf$/);
    expect(await storedNames(root, "profileimages")).toEqual([user.profileImageFileName]);
    expect(await storedNames(root, "ageproofs")).toEqual([user.ageProofFileName]);
    const row = await memberRow(prisma, "tex");
    expect(row).toEqual(expect.objectContaining({ userName: "tex", ageProofVerified: false, officeEmail: "tarun@example.org" }));
  });

  it("replaces the photograph and removes the old file; a JSON body changes details only", async () => {
    const before = await getOwnProfile(await idOf("tex"));
    const reply = await updateMember(
      {},
      [{ field: "profileimgfile", bytes: gif(), name: "new.gif", type: "image/gif" }],
      as.tex!,
    );
    expect(reply.status).toBe(200);
    const after = (reply.body as { user: { profileImageFileName: string } }).user;
    expect(after.profileImageFileName).not.toBe(before.profileImageFileName);
    expect(await storedNames(root, "profileimages")).toEqual([after.profileImageFileName]);

    const json = await send(
      updateMemberPost,
      jsonRequest("/api/auth/updatemember", { phoneNumber: "+919876543210", title: "" }, as.tex),
    );
    expect(json.status).toBe(200);
    expect((json.body as { user: Record<string, unknown> }).user).toEqual(
      expect.objectContaining({ phoneNumber: "+91 98765 43210", title: null, panCard: "ABCDE1234F" }),
    );
  });

  it("keeps the member's own file name, made safe, in the stored name: shown and saved under it", async () => {
    const reply = await updateMember(
      {},
      [{ field: "ageproofdoc", bytes: pdf(), name: "Rotary Form 10BE.pdf", type: "application/pdf" }],
      as.tex!,
    );
    expect(reply.status).toBe(200);
    const name = (reply.body as { user: { ageProofFileName: string } }).user.ageProofFileName;
    expect(name).toMatch(/^[0-9a-f]{32}-Rotary_Form_10BE\.pdf$/);
    expect(await storedNames(root, "ageproofs")).toEqual([name]);
    // The profile shows it so, and the browser saves it so.
    expect(displayFileName(name)).toBe("Rotary_Form_10BE.pdf");
    const res = await download("ageproofs", name, as.tex);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('inline; filename="Rotary_Form_10BE.pdf"');
  });

  it("refuses bad details with a message per field, and leaves the row and storage as they were", async () => {
    const { prisma } = db();
    const before = await memberRow(prisma, "tex");
    const files = [await storedNames(root, "profileimages"), await storedNames(root, "ageproofs")];
    const cases: [Record<string, unknown>, string][] = [
      [{ panCard: "ABCD1234F" }, "panCard"],
      [{ panCard: "12345ABCDE" }, "panCard"],
      [{ phoneNumber: "12345" }, "phoneNumber"],
      [{ phoneNumber: "5876543210" }, "phoneNumber"],
      [{ phoneNumber: "+1 212 555 0100" }, "phoneNumber"],
      [{ email: "not-an-address" }, "email"],
      [{ email: "priya@example.org", officeEmail: "priya.other@example.org" }, "officeEmail"],
      [{ fullName: "" }, "fullName"],
    ];
    for (const [json, field] of cases) {
      const reply = await updateMember(json, [{ field: "profileimgfile", bytes: png() }], as.tex!);
      expect({ json, status: reply.status }).toEqual({ json, status: 400 });
      expect(fieldsOf(reply)).toContain(field);
    }
    const all = await updateMember({ panCard: "bad", phoneNumber: "1", email: "x" }, [], as.tex!);
    expect(fieldsOf(all).sort()).toEqual(["email", "panCard", "phoneNumber"]);
    expect((all.body as { message: string }).message).toMatch(/PAN|mobile|e-mail/);

    const notImage = await updateMember(
      { phoneNumber: "9000000000" },
      [{ field: "profileimgfile", bytes: textFile(), name: "x.png" }],
      as.tex!,
    );
    expect(notImage.status).toBe(400);
    expect(fieldsOf(notImage)).toEqual(["profileimgfile"]);
    const pdfAsPhoto = await updateMember({}, [{ field: "profileimgfile", bytes: pdf(), type: "application/pdf" }], as.tex!);
    expect(pdfAsPhoto.status).toBe(400);

    expect(await memberRow(prisma, "tex")).toEqual(before);
    expect([await storedNames(root, "profileimages"), await storedNames(root, "ageproofs")]).toEqual(files);
  });

  it("tells the address a save replaces, and only then", async () => {
    const { prisma } = db();
    await prisma.member.update({ where: { userName: "member2" }, data: { officeEmail: "old.member2@example.org" } });
    const mailsTo = async (to: string) =>
      (await prisma.job.findMany({ where: { name: MEMBER_MAIL_JOB } })).filter(
        (job) => (job.payload as { to?: string }).to?.toLowerCase() === to,
      );
    // Unchanged (in another case) or not given: no mail.
    expect((await updateMember({ email: "Old.Member2@example.org" }, [], as.member2!)).status).toBe(200);
    expect((await updateMember({ fullName: "Member Two" }, [], as.member2!)).status).toBe(200);
    expect(await mailsTo("old.member2@example.org")).toHaveLength(0);

    expect((await updateMember({ email: "new.member2@example.org" }, [], as.member2!)).status).toBe(200);
    const [mail, ...more] = await mailsTo("old.member2@example.org");
    expect(more).toHaveLength(0);
    const payload = mail!.payload as { subject: string; lines: string[] };
    expect(payload.subject).toBe("The e-mail address of your account was changed");
    expect(payload.lines.join("\n")).toContain("from Old.Member2@example.org to new.member2@example.org");
    expect(await mailsTo("new.member2@example.org")).toHaveLength(0);

    // Removing the address tells the one removed.
    expect((await updateMember({ email: "" }, [], as.member2!)).status).toBe(200);
    const [removed] = await mailsTo("new.member2@example.org");
    expect((removed!.payload as { lines: string[] }).lines.join("\n")).toContain("was removed from your account member2");
  });

  it("retires the reset links mailed to the address a save replaces; a change of letter case keeps them", async () => {
    const { prisma } = db();
    await seedMember(prisma, { userName: "mailmover", password: DEMO_PASSWORD, fullName: "Mail Mover", roles: ["User"] });
    const mover = await logInAs("mailmover");
    await send(forgotPasswordPost, jsonRequest("/api/auth/forgotpassword", { username: "mailmover" }));
    await runQueuedJobs();
    const mail = await prisma.mailOutbox.findFirstOrThrow({ where: { to: "mailmover@example.org" }, orderBy: { id: "desc" } });
    const token = /\/changepassword\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const unused = () => prisma.passwordResetToken.count({ where: { member: { userName: "mailmover" }, usedAt: null } });

    expect((await updateMember({ email: "MailMover@Example.org" }, [], mover)).status).toBe(200);
    expect(await unused()).toBe(1);
    expect((await updateMember({ email: "mover.new@example.org" }, [], mover)).status).toBe(200);
    expect(await unused()).toBe(0);
    const reply = await send(changePasswordPost, jsonRequest("/api/auth/changepassword", { token, newPassword: "NewSecret42" }));
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply)).toEqual(["token"]);
    expect((await logIn("mailmover", "NewSecret42")).body).toBe(0);
  });

  it("answers 401 without a session", async () => {
    expect((await updateMember({ phoneNumber: "9000000000" }, [], {})).status).toBe(401);
  });
});

describe("POST /api/auth/upload{pan,form,trustdeed,eightyg}foruser", () => {
  it("adds several images to the member's own list and answers the updated profile", async () => {
    const first = await uploadPan(
      { tableCircleNo: "RT1", name: "tex" },
      [
        { field: "files", bytes: png(), name: "pan-front.png" },
        { field: "files", bytes: gif(), name: "pan-back.gif", type: "image/gif" },
      ],
      as.tex,
    );
    expect(first.status).toBe(200);
    const user = (first.body as { status: number; user: { panCardFileName: string; userName: string } }).user;
    expect((first.body as { status: number }).status).toBe(1);
    expect(user.userName).toBe("tex");
    const names = user.panCardFileName.split(",");
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^[0-9a-f]{32}-pan-front\.png$/);
    expect(names[1]).toMatch(/^[0-9a-f]{32}-pan-back\.gif$/);
    expect(await storedNames(root, "pandocuments")).toEqual([...names].sort());

    const second = await uploadPan({}, [{ field: "files", bytes: png() }], as.tex);
    const list = (second.body as { user: { panCardFileName: string } }).user.panCardFileName.split(",");
    expect(list.slice(0, 2)).toEqual(names);
    expect(list).toHaveLength(3);
  });

  it("stores each kind in its own folder and column", async () => {
    const routes = [
      [uploadFormPost, "uploadformforuser", "formdocuments", "form12FileName"],
      [uploadTrustDeedPost, "uploadtrustdeedforuser", "trustdeeddocuments", "trustDeedFileName"],
      [uploadEightyGPost, "uploadeightygforuser", "eightygdocuments", "eightyGFileName"],
    ] as const;
    for (const [handler, path, folder, column] of routes) {
      const reply = await send(
        handler,
        multipart(`/api/auth/${path}`, { tableCircleNo: "LC1", name: "cex" }, [{ field: "files", bytes: png() }], as.cex),
      );
      expect({ path, status: reply.status }).toEqual({ path, status: 200 });
      const name = (reply.body as { user: Record<string, string> }).user[column];
      expect(await storedNames(root, folder)).toContain(name);
    }
    const row = await db().prisma.member.findUniqueOrThrow({ where: { userName: "cex" } });
    expect(row.panCardFileName).toBeNull();
  });

  it("refuses a non-image, an oversize file, no file and a table that is not the member's, writing nothing", async () => {
    const { prisma } = db();
    const before = await memberRow(prisma, "member");
    const stored = await storedNames(root, "pandocuments");
    const notImage = await uploadPan(
      {},
      [
        { field: "files", bytes: png() },
        { field: "files", bytes: textFile(), name: "evil.png" },
      ],
      as.member,
    );
    expect(notImage.status).toBe(400);
    expect(fieldsOf(notImage)).toEqual(["files"]);
    const pdfFile = await uploadPan({}, [{ field: "files", bytes: pdf(), name: "pan.pdf", type: "application/pdf" }], as.member);
    expect(pdfFile.status).toBe(400);
    const none = await uploadPan({ tableCircleNo: "RT1" }, [], as.member);
    expect(none.status).toBe(400);
    expect(fieldsOf(none)).toEqual(["files"]);
    const unknownTable = await uploadPan({ tableCircleNo: "RT99" }, [{ field: "files", bytes: png() }], as.member);
    expect(unknownTable.status).toBe(400);
    expect(fieldsOf(unknownTable)).toEqual(["tableCircleNo"]);
    const otherTable = await uploadPan({ tableCircleNo: "RT2" }, [{ field: "files", bytes: png() }], as.member);
    expect(fieldsOf(otherTable)).toEqual(["tableCircleNo"]);
    const wrongField = await uploadPan({}, [{ field: "file0", bytes: png() }], as.member);
    expect(wrongField.status).toBe(400);

    process.env.UPLOAD_MAX_FILE_MB = "0.01";
    try {
      const oversize = await uploadPan({}, [{ field: "files", bytes: png(64 * 1024) }], as.member);
      expect(oversize.status).toBe(413);
    } finally {
      delete process.env.UPLOAD_MAX_FILE_MB;
    }
    expect(await memberRow(prisma, "member")).toEqual(before);
    expect(await storedNames(root, "pandocuments")).toEqual(stored);
  });

  it("names the member's own table or circle when a given table is not theirs, and nothing when they have neither; reads the number as a number", async () => {
    const messageOf = (reply: Awaited<ReturnType<typeof uploadPan>>) =>
      (reply.body as { fields?: { field: string; message: string }[] }).fields?.map((entry) => entry.message);
    const file = () => [{ field: "files", bytes: png() }];
    expect(messageOf(await uploadPan({ tableCircleNo: "lc1" }, file(), as.member))).toEqual([
      "LC1 is not member's table or circle (RT1)",
    ]);
    expect(messageOf(await uploadPan({ tableCircleNo: "RT 1" }, file(), as.circlemember))).toEqual([
      "RT 1 is not circlemember's table or circle (LC1)",
    ]);
    expect(messageOf(await uploadPan({ tableCircleNo: "7" }, file(), as.admin))).toEqual(["7 is not admin's table or circle"]);
    // The number is read as a number: a leading zero or a space still names the member's own table.
    expect((await uploadPan({ tableCircleNo: " rt 01 " }, file(), as.member)).status).toBe(200);
  });

  it("keeps a member to their own profile; the secretariat may upload for anyone, logged", async () => {
    const { prisma } = db();
    const before = await memberRow(prisma, "member2");
    const refused = await uploadPan({ name: "member2" }, [{ field: "files", bytes: png() }], as.member);
    expect(refused.status).toBe(403);
    const texRefused = await uploadPan({ name: "member" }, [{ field: "files", bytes: png() }], as.tex);
    expect(texRefused.status).toBe(403);
    expect(await memberRow(prisma, "member2")).toEqual(before);

    const byAdmin = await uploadPan({ name: "member2", tableCircleNo: "RT2" }, [{ field: "files", bytes: png() }], as.admin);
    expect(byAdmin.status).toBe(200);
    const name = (byAdmin.body as { user: { userName: string; panCardFileName: string } }).user;
    expect(name.userName).toBe("member2");
    const changes = await adminChanges(prisma, before.id);
    expect(changes).toEqual([
      expect.objectContaining({
        action: "member.documents.pan.upload",
        actorId: await idOf("admin"),
        before: { panCardFileName: null },
        after: { panCardFileName: name.panCardFileName },
      }),
    ]);
    const ghost = await uploadPan({ name: "nobody" }, [{ field: "files", bytes: png() }], as.admin);
    expect(ghost.status).toBe(404);
    expect((await uploadPan({}, [{ field: "files", bytes: png() }])).status).toBe(401);
  });
});

describe("POST /api/auth/uploadFile", () => {
  it("photographs saved at the same moment leave one file: each replaces the one before it", async () => {
    const before = new Set(await storedNames(root, "profileimages"));
    const previous = (await getOwnProfile(await idOf("member"))).profileImageFileName;
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        send(uploadFilePost, multipart("/api/auth/uploadFile", {}, [{ field: "file", bytes: png() }], as.member)),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    const current = (await getOwnProfile(await idOf("member"))).profileImageFileName;
    const expected = [...before].filter((name) => name !== previous).concat(current ?? []);
    expect((await storedNames(root, "profileimages")).sort()).toEqual(expected.sort());
  });

  it("makes one image the caller's photograph; refuses a non-image", async () => {
    const reply = await send(uploadFilePost, multipart("/api/auth/uploadFile", {}, [{ field: "file", bytes: png() }], as.member));
    expect(reply.status).toBe(200);
    const body = reply.body as { fileName: string; user: { profileImageFileName: string } };
    expect(body.fileName).toBe(body.user.profileImageFileName);
    expect(await storedNames(root, "profileimages")).toContain(body.fileName);
    const bad = await send(
      uploadFilePost,
      multipart("/api/auth/uploadFile", {}, [{ field: "file", bytes: textFile() }], as.member),
    );
    expect(bad.status).toBe(400);
    const two = await send(
      uploadFilePost,
      multipart(
        "/api/auth/uploadFile",
        {},
        [
          { field: "file", bytes: png() },
          { field: "file", bytes: png() },
        ],
        as.member,
      ),
    );
    expect(two.status).toBe(400);
    expect((await getOwnProfile(await idOf("member"))).profileImageFileName).toBe(body.fileName);
  });
});

describe("GET /api/storage/{member document}/{name}: the member, their unit's office bearers, the secretariat", () => {
  let memberPan: string;
  let circlePan: string;
  let ageProof: string;

  beforeAll(async () => {
    const own = await uploadPan({ tableCircleNo: "RT1" }, [{ field: "files", bytes: png() }], as.member);
    memberPan = (own.body as { user: { panCardFileName: string } }).user.panCardFileName.split(",").pop()!;
    const circle = await uploadPan({ tableCircleNo: "LC1" }, [{ field: "files", bytes: png() }], as.circlemember);
    circlePan = (circle.body as { user: { panCardFileName: string } }).user.panCardFileName;
    ageProof = (await getOwnProfile(await idOf("tex"))).ageProofFileName!;
  });

  it("serves a table member's PAN to them, their table's TEX and the secretariat only", async () => {
    const cases: [string | undefined, number][] = [
      ["member", 200],
      ["tex", 200],
      ["admin", 200],
      ["adminmembers", 200],
      ["texc", 403], // TEX-C of table 2
      ["member2", 403],
      ["cex", 403],
      [undefined, 401],
    ];
    for (const [who, status] of cases) {
      const res = await download("pandocuments", memberPan, who ? as[who] : undefined);
      expect({ who, status: res.status }).toEqual({ who, status });
    }
    const res = await download("pandocuments", memberPan, as.member);
    expect(res.headers.get("content-type")).toBe("image/png");
  });

  it("serves a circle member's PAN to their circle's CEX but not to a table's TEX", async () => {
    expect((await download("pandocuments", circlePan, as.cex)).status).toBe(200);
    expect((await download("pandocuments", circlePan, as.tex)).status).toBe(403);
    expect((await download("pandocuments", circlePan, as.member)).status).toBe(403);
  });

  it("accepts the session as a bearer token", async () => {
    const bearer = as.member!.cookie!.split("=").slice(1).join("=");
    expect((await download("pandocuments", memberPan, { bearer })).status).toBe(200);
    expect(
      (await download("pandocuments", memberPan, { bearer: as.member2!.cookie!.split("=").slice(1).join("=") })).status,
    ).toBe(403);
  });

  it("applies the same rule to age proofs and photographs", async () => {
    expect((await download("ageproofs", ageProof, as.tex)).status).toBe(200);
    expect((await download("ageproofs", ageProof, as.admin)).status).toBe(200);
    expect((await download("ageproofs", ageProof, as.member2)).status).toBe(403);
    expect((await download("ageproofs", "0123456789abcdef0123456789abcdef-file.pdf", as.admin)).status).toBe(404);
  });
});
