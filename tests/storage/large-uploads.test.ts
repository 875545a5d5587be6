// The documented upload limits are reachable through a real upload route (createservicerequest):
// UPLOAD_MAX_FILE_MB per file (default 10) and UPLOAD_MAX_FILES per request (default 10), with
// real multi-megabyte bodies; past them the reply names the file field (413 for size, 400 for count,
// as lib/http/multipart.ts documents).
import fsp from "node:fs/promises";
import path from "node:path";
import { api, newRequest, requestOf } from "../service-requests/api";
import { expectError, filePart, footprint, jpeg, png, setupTestWorld, storedFiles } from "../service-requests/helpers";

const { db, world } = setupTestWorld();
const MB = 1024 * 1024;
const FIELD = "serviceActionFileNames";

afterEach(() => {
  delete process.env.UPLOAD_MAX_FILE_MB;
  delete process.env.UPLOAD_MAX_FILES;
});

describe("upload limits of createservicerequest", () => {
  it("accepts two 6 MB images in one request (12 MB in total) and stores both whole", async () => {
    const before = await storedFiles(world);
    const reply = await api.create(world.members.requester.auth, newRequest(world.categories.facilities), [
      filePart(FIELD, png(6 * MB), "one.png"),
      filePart(FIELD, jpeg(6 * MB), "two.jpg", "image/jpeg"),
    ]);
    expect(reply.status).toBe(200);
    const names = (await storedFiles(world)).filter((name) => !before.includes(name));
    expect(names).toHaveLength(2);
    const sizes = await Promise.all(
      names.map(async (name) => (await fsp.stat(path.join(world.uploadDir, "servicerequests", name))).size),
    );
    expect(sizes).toEqual([6 * MB, 6 * MB]);
    expect(requestOf(reply)).toBeTruthy();
  });

  it("accepts a file of exactly UPLOAD_MAX_FILE_MB (10 MB)", async () => {
    const reply = await api.create(world.members.requester.auth, newRequest(world.categories.facilities), [
      filePart(FIELD, png(10 * MB), "ten.png"),
    ]);
    expect(reply.status).toBe(200);
  });

  it("answers 413 naming the field for an 11 MB file, and keeps nothing", async () => {
    const before = await footprint(db().prisma, world);
    const reply = await api.create(world.members.requester.auth, newRequest(world.categories.facilities), [
      filePart(FIELD, png(1000), "small.png"),
      filePart(FIELD, png(11 * MB), "big.png"),
    ]);
    const body = expectError(reply, 413, FIELD);
    expect(body.fields).toEqual([{ field: FIELD, message: "a file is larger than the limit of 10 MB" }]);
    expect(await footprint(db().prisma, world)).toEqual(before);
  });

  it("follows UPLOAD_MAX_FILE_MB above the default: a 12 MB file passes at 15", async () => {
    process.env.UPLOAD_MAX_FILE_MB = "15";
    const reply = await api.create(world.members.requester.auth, newRequest(world.categories.facilities), [
      filePart(FIELD, png(12 * MB), "twelve.png"),
    ]);
    expect(reply.status).toBe(200);
  });

  it("accepts UPLOAD_MAX_FILES files and answers 400 naming the field for one more", async () => {
    const files = (count: number) => Array.from({ length: count }, (_, i) => filePart(FIELD, png(2000), `${i}.png`));
    expect((await api.create(world.members.requester.auth, newRequest(world.categories.facilities), files(10))).status).toBe(200);
    const before = await footprint(db().prisma, world);
    const reply = await api.create(world.members.requester.auth, newRequest(world.categories.facilities), files(11));
    const body = expectError(reply, 400, FIELD);
    expect(body.fields).toEqual([{ field: FIELD, message: "at most 10 files are accepted in one upload" }]);
    expect(await footprint(db().prisma, world)).toEqual(before);

    process.env.UPLOAD_MAX_FILES = "3";
    expectError(await api.create(world.members.requester.auth, newRequest(world.categories.facilities), files(4)), 400, FIELD);
  });
});
