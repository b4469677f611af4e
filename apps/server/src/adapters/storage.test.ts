import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { s3Storage } from "./s3-storage";
import { localDiskStorage } from "./storage";

const KEY = "0f8fad5b-d9cb-469f-a165-70867728950e.webp";
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "down-storage-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("local disk storage", () => {
  it("stores, serves and deletes a photo by the URL it handed out", async () => {
    const storage = localDiskStorage(path.join(dir, "uploads"));
    const url = await storage.put(KEY, Buffer.from("webp"), "image/webp");
    expect(url).toBe(`/uploads/${KEY}`);
    expect(storage.owns(url)).toBe(true);
    expect((await storage.read(KEY))?.toString()).toBe("webp");
    await storage.delete(url);
    expect(await storage.read(KEY)).toBeNull();
    await expect(storage.delete(url)).resolves.toBeUndefined();
  });

  it("never touches paths outside its folder", async () => {
    const storage = localDiskStorage(dir);
    await expect(storage.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow();
    expect(storage.owns("/uploads/../db/data.webp")).toBe(false);
    expect(storage.owns("/media/avatars/lorelei/ada.svg")).toBe(false);
    expect(await storage.read("../../etc/passwd")).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });
});

describe("S3 settings", () => {
  it("are parsed, with the bucket's public URL as the default base", () => {
    const config = loadConfig({ S3_BUCKET: "down-photos", S3_REGION: "eu-west-1" });
    expect(config.s3).toEqual({
      bucket: "down-photos",
      region: "eu-west-1",
      endpoint: undefined,
      publicUrl: "https://down-photos.s3.amazonaws.com",
    });
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it("take keys when both are given, and give the bucket to the app as its storage", async () => {
    const config = loadConfig({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" });
    expect(config.s3?.credentials).toEqual({ accessKeyId: "id", secretAccessKey: "secret" });
    expect(s3Storage(config.s3!).kind).toBe("s3");
  });
});
