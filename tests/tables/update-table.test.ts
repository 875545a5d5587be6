// updatetable and uploadtablelogo: who may change which table, the checks on the details (IFSC,
// charter date, bank details together), the logo's type and size, and that a refused write
// leaves the database and the storage as they were.
import {
  expectError,
  filePart,
  jpeg,
  png,
  setupTablesWorld,
  storedLogos,
  tableDetails,
  tableFootprint,
  tablesApi as api,
} from "./helpers";

const { db, world } = setupTablesWorld();
const m = () => world.members;
const footprint = () => tableFootprint(db().prisma, world);

describe("POST /api/table/updatetable", () => {
  it("lets a TEX update their own table's details, and records what changed", async () => {
    const reply = await api.update(m().tex1.auth, tableDetails(1, "Madras Round Table 1", { bankIfsc: "sbin0001234" }));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      stat: 1,
      table: {
        tableNo: 1,
        city: "Chennai",
        charterDate: "1962-08-15",
        meetingPlace: "Hotel Savera, Mylapore, 2nd and 4th Thursday",
        bank: { accountNo: "001234567890", ifsc: "SBIN0001234", bankName: "State Bank of India", branch: "Mylapore" },
      },
    });
    const change = await db().prisma.adminChange.findFirstOrThrow({ where: { action: "table.update", targetId: "1" } });
    expect(change.actorId).toBe(m().tex1.id);
    expect(change.after).toMatchObject({ city: "Chennai", bankAccountNo: "••••7890", bankIfsc: "SBIN0001234" });
    expect(JSON.stringify(change)).not.toContain("001234567890");
  });

  it("changes only the meeting place when only that differs", async () => {
    const before = await db().prisma.adminChange.count();
    const reply = await api.update(
      m().tex1.auth,
      tableDetails(1, "Madras Round Table 1", { bankIfsc: "SBIN0001234", meetingPlace: "Taj Coromandel, 1st Monday" }),
    );
    expect(reply.status).toBe(200);
    expect((reply.body as { table: { meetingPlace: string } }).table.meetingPlace).toBe("Taj Coromandel, 1st Monday");
    const change = await db().prisma.adminChange.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(change.before).toEqual({ meetingPlace: "Hotel Savera, Mylapore, 2nd and 4th Thursday" });
    expect(change.after).toEqual({ meetingPlace: "Taj Coromandel, 1st Monday" });
    expect(await db().prisma.adminChange.count()).toBe(before + 1);
    // The same details again: nothing to record.
    await api.update(m().tex1.auth, tableDetails(1, "Madras Round Table 1", { meetingPlace: "Taj Coromandel, 1st Monday" }));
    expect(await db().prisma.adminChange.count()).toBe(before + 1);
  });

  it("refuses a TEX another table (403), a plain member or TEX-C (403 by the route table), and anonymous (401), writing nothing", async () => {
    const before = await footprint();
    expectError(await api.update(m().tex1.auth, tableDetails(2, "Bangalore Round Table 2")), 403);
    expectError(await api.update(m().member1.auth, tableDetails(1, "Madras Round Table 1")), 403);
    expectError(await api.update(m().texc2.auth, tableDetails(2, "Bangalore Round Table 2")), 403);
    expectError(await api.update(undefined, tableDetails(1, "Madras Round Table 1")), 401);
    expect(await footprint()).toEqual(before);
  });

  it("lets Admin and NEX update any table and rename it; a TEX may not rename", async () => {
    expect((await api.update(m().nex.auth, tableDetails(2, "Bangalore Round Table 2", { city: "Bengaluru" }))).status).toBe(200);
    const before = await footprint();
    expectError(await api.update(m().tex2.auth, tableDetails(2, "Bengaluru Round Table 2", { city: "Bengaluru" })), 403, "name");
    expect(await footprint()).toEqual(before);
    const renamed = await api.update(m().admin.auth, tableDetails(2, "Bengaluru Round Table 2", { city: "Bengaluru" }));
    expect(renamed.body).toMatchObject({ table: { tableName: "Bengaluru Round Table 2" } });
  });

  it("answers 400 naming the field for bad input, and 404 for an unknown table, writing nothing", async () => {
    const before = await footprint();
    const cases: [Record<string, unknown>, string][] = [
      [{ bankIfsc: "SBIN1001234" }, "bankIfsc"],
      [{ bankIfsc: "SBI0001234" }, "bankIfsc"],
      [{ bankIfsc: "1BIN0001234" }, "bankIfsc"],
      [{ bankAccountNo: "12ab" }, "bankAccountNo"],
      [{ charterDate: "1949-12-31" }, "charterDate"],
      [{ charterDate: "2999-01-01" }, "charterDate"],
      [{ charterDate: "2001-02-30" }, "charterDate"],
      [{ charterDate: "15/08/1962" }, "charterDate"],
      [{ name: "   " }, "name"],
      [{ meetingPlace: "x".repeat(301) }, "meetingPlace"],
      [{ bankAccountNo: null }, "bankAccountNo"],
      [{ tableNo: "abc" }, "tableNo"],
    ];
    for (const [change, field] of cases) {
      const body = tableDetails(1, "Madras Round Table 1", change);
      expectError(await api.update(m().tex1.auth, body), 400, field);
    }
    expectError(await api.update(m().admin.auth, tableDetails(99, "No such table")), 404);
    expect(await footprint()).toEqual(before);
  });

  it("accepts the earliest charter date, and no bank details at all", async () => {
    const reply = await api.update(
      m().admin.auth,
      tableDetails(3, "Bombay Round Table 3", {
        charterDate: "1950-01-01",
        bankAccountName: "",
        bankAccountNo: "",
        bankIfsc: "",
        bankName: null,
        bankBranch: undefined,
      }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      table: {
        charterDate: "1950-01-01",
        bank: { accountName: null, accountNo: null, ifsc: null, bankName: null, branch: null },
      },
    });
  });

  it("refuses (409) a save over a change made since the form read the details, writing nothing; a current revision saves", async () => {
    type TDetails = { revision: string; bank: { ifsc: string }; meetingPlace: string };
    const read = async () => (await api.details(m().tex1.auth, 1)).body as TDetails;
    const opened = await read();
    // The Admin corrects the IFSC meanwhile.
    const corrected = await api.update(
      m().admin.auth,
      tableDetails(1, "Madras Round Table 1", { bankIfsc: "HDFC0000123", revision: opened.revision }),
    );
    expect(corrected.status).toBe(200);
    const afterAdmin = await read();
    expect(afterAdmin.revision).not.toBe(opened.revision);
    // The TEX's form, still holding the old IFSC, changes the meeting place: refused, nothing written.
    const changes = await db().prisma.adminChange.count({ where: { action: "table.update" } });
    const stale = await api.update(
      m().tex1.auth,
      tableDetails(1, "Madras Round Table 1", { meetingPlace: "Taj Connemara", revision: opened.revision }),
    );
    expect(expectError(stale, 409).message).toMatch(/changed by someone else after you opened them/);
    expect(await read()).toEqual(afterAdmin);
    expect(await db().prisma.adminChange.count({ where: { action: "table.update" } })).toBe(changes);
    // With the details as they are now, the same change saves.
    const fresh = await api.update(
      m().tex1.auth,
      tableDetails(1, "Madras Round Table 1", {
        bankIfsc: afterAdmin.bank.ifsc,
        meetingPlace: "Taj Connemara",
        revision: afterAdmin.revision,
      }),
    );
    expect(fresh.status).toBe(200);
    expect((fresh.body as { table: TDetails }).table).toMatchObject({
      meetingPlace: "Taj Connemara",
      bank: { ifsc: "HDFC0000123" },
    });
    expectError(
      await api.update(m().tex1.auth, tableDetails(1, "Madras Round Table 1", { revision: "yesterday" })),
      400,
      "revision",
    );
  });

  it("saves details opened before a logo upload: the logo is not one of the details the revision guards", async () => {
    // The TEX's form is open while the Admin uploads the table's logo.
    const opened = (await api.details(m().tex1.auth, 1)).body as { revision: string };
    const uploaded = await api.uploadLogo(m().admin.auth, { tableNo: "1" }, [filePart("logo", png(1024), "logo.png")]);
    expect(uploaded.status).toBe(200);
    const saved = await api.update(
      m().tex1.auth,
      tableDetails(1, "Madras Round Table 1", { meetingPlace: "Hotel Savera", revision: opened.revision }),
    );
    expect(saved.status).toBe(200);
    expect((saved.body as { table: { meetingPlace: string } }).table.meetingPlace).toBe("Hotel Savera");
  });
});

describe("GET /api/table/gettabledetailsbytableno/{tableNo}", () => {
  it("gives the day of the last change as it was in India (updatedOn), not in UTC", async () => {
    const prisma = db().prisma;
    const before = await prisma.table.findUniqueOrThrow({ where: { tableNo: 2 }, select: { updatedAt: true } });
    try {
      // 20:00 UTC on 24 November is 01:30 on 25 November in India.
      await prisma.table.update({ where: { tableNo: 2 }, data: { updatedAt: new Date("2026-11-24T20:00:00Z") } });
      expect((await api.details(m().admin.auth, 2)).body).toMatchObject({
        updatedOn: "2026-11-25",
        revision: "2026-11-24T20:00:00.000Z",
      });
    } finally {
      await prisma.table.update({ where: { tableNo: 2 }, data: { updatedAt: before.updatedAt } });
    }
  });
});

describe("POST /api/table/uploadtablelogo and GET /api/table/gettablelogo/{tableNo}", () => {
  it("lets the Admin upload a logo, served to anyone by table number", async () => {
    const image = png(2048);
    const reply = await api.uploadLogo(m().admin.auth, { tableNo: "1" }, [filePart("logo", image, "logo.png")]);
    expect(reply.status).toBe(200);
    const logoUrl = (reply.body as { table: { logoUrl: string } }).table.logoUrl;
    expect(logoUrl).toMatch(/^\/api\/table\/gettablelogo\/1\?v=/);
    expect(await storedLogos(world)).toHaveLength(1);
    const served = await api.logo(undefined, 1);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(image);
    expect((await api.details(m().member1.auth, 1)).body).toMatchObject({ logoUrl });
    const change = await db().prisma.adminChange.findFirstOrThrow({ where: { action: "table.logo" } });
    expect(change.actorId).toBe(m().admin.id);
  });

  it("replaces the logo and removes the old file", async () => {
    const [old] = await storedLogos(world);
    const reply = await api.uploadLogo(m().admin.auth, { json: JSON.stringify({ tableNo: 1 }) }, [
      filePart("logo", jpeg(1024), "new.jpg", "image/jpeg"),
    ]);
    expect(reply.status).toBe(200);
    const files = await storedLogos(world);
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe(old);
    expect((await api.logo(undefined, 1)).headers.get("content-type")).toBe("image/jpeg");
  });

  it("refuses a non-image, an oversize image, a missing file, an unknown table and other roles, leaving nothing behind", async () => {
    const before = await footprint();
    const pdf = Buffer.from("%PDF-1.4 not a logo");
    expectError(await api.uploadLogo(m().admin.auth, { tableNo: "2" }, [filePart("logo", pdf, "logo.png")]), 400, "logo");
    expectError(
      await api.uploadLogo(m().admin.auth, { tableNo: "2" }, [filePart("logo", png(2 * 1024 * 1024 + 1), "big.png")]),
      413,
      "logo",
    );
    expectError(await api.uploadLogo(m().admin.auth, { tableNo: "2" }, []), 400, "logo");
    expectError(await api.uploadLogo(m().admin.auth, { tableNo: "77" }, [filePart("logo", png(), "logo.png")]), 404);
    expectError(await api.uploadLogo(m().admin.auth, { tableNo: "x" }, [filePart("logo", png(), "logo.png")]), 400, "tableNo");
    expectError(await api.uploadLogo(m().admin.auth, { tableNo: "2" }, [filePart("photo", png(), "logo.png")]), 400, "photo");
    expectError(await api.uploadLogo(m().tex1.auth, { tableNo: "1" }, [filePart("logo", png(), "logo.png")]), 403);
    expectError(await api.uploadLogo(m().nex.auth, { tableNo: "1" }, [filePart("logo", png(), "logo.png")]), 403);
    expect(await footprint()).toEqual(before);
  });

  it("answers 404 for a table without a logo or an unknown table, 400 for a bad number", async () => {
    expect((await api.logo(undefined, 2)).status).toBe(404);
    expect((await api.logo(undefined, 404)).status).toBe(404);
    expect((await api.logo(undefined, "abc")).status).toBe(400);
  });
});
