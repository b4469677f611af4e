import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { s3Storage } from "./s3-storage";
import { localDiskStorage, type PhotoStorage } from "./storage";

/**
 * The same cases against every adapter: the local disk, and S3 through a real S3-compatible server
 * (s3rver, in this process, on 127.0.0.1: no network needed).
 */
const KEY = "0f8fad5b-d9cb-469f-a165-70867728950e.webp";
const THUMB = "0f8fad5b-d9cb-469f-a165-70867728950e-480.webp";
const BUCKET = "down-contract";

let root: string;
let s3rver: S3rver;
let endpoint: string;

interface Subject {
  storage: PhotoStorage;
  /** Fetches a URL the storage handed out (relative ones through the app's own routes). */
  fetchUrl(url: string): Promise<{ status: number; bytes?: Buffer }>;
  /**
   * Whether the server behind it checks signatures: s3rver does not verify SigV4 (it accepts any), so
   * for S3 the test checks the presigned URL's parameters instead; AWS itself checks them.
   */
  verifiesSignatures: boolean;
}

const subjects: Record<string, () => Promise<Subject>> = {
  async disk() {
    const storage = localDiskStorage(path.join(root, "disk", "uploads"));
    // The app serves these two prefixes (photos.routes.ts); the contract only needs what they read.
    return {
      storage,
      verifiesSignatures: true,
      async fetchUrl(url) {
        const parsed = new URL(url, "http://app");
        const file = parsed.pathname.split("/").at(-1) ?? "";
        if (parsed.pathname.startsWith("/uploads/")) {
          const bytes = await storage.read(file);
          return bytes ? { status: 200, bytes } : { status: 404 };
        }
        const expires = Number(parsed.searchParams.get("expires"));
        const ok = storage.verifySignature(file, expires, parsed.searchParams.get("signature") ?? "");
        if (!ok) return { status: 403 };
        const bytes = await storage.readPrivate(file);
        return bytes ? { status: 200, bytes } : { status: 404 };
      },
    };
  },
  async s3() {
    const config = loadConfig({
      S3_BUCKET: BUCKET,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_PUBLIC_URL: `${endpoint}/${BUCKET}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    }).s3;
    if (!config) throw new Error("S3 config missing");
    return {
      storage: s3Storage(config),
      verifiesSignatures: false,
      async fetchUrl(url) {
        const response = await fetch(url);
        return response.ok
          ? { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
          : { status: response.status };
      },
    };
  },
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "down-storage-contract-"));
  s3rver = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(root, "s3"),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await s3rver.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3rver.close();
  await rm(root, { recursive: true, force: true });
});

describe.each(Object.keys(subjects))("%s storage", (name) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await subjects[name]!();
  });

  it("stores a photo and its thumbnail, serves them from the URL it handed out, and deletes them", async () => {
    const { storage, fetchUrl } = subject;
    const url = await storage.put(KEY, Buffer.from("full"), "image/webp");
    const thumbUrl = await storage.put(THUMB, Buffer.from("thumb"), "image/webp");
    expect(storage.owns(url)).toBe(true);
    expect(thumbUrl).toBe(url.replace(/\.webp$/, "-480.webp"));
    expect((await fetchUrl(url)).bytes?.toString()).toBe("full");
    expect((await storage.read(THUMB))?.toString()).toBe("thumb");
    await storage.delete(url);
    await storage.delete(thumbUrl);
    expect(await storage.read(KEY)).toBeNull();
    expect((await fetchUrl(url)).status).toBe(404);
    await expect(storage.delete(url)).resolves.toBeUndefined();
  });

  it("refuses keys it did not make and leaves foreign URLs alone", async () => {
    const { storage } = subject;
    await expect(storage.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow();
    await expect(storage.putPrivate("selfie.png", Buffer.from("x"), "image/png")).rejects.toThrow();
    expect(storage.owns("/media/avatars/lorelei/ada.svg")).toBe(false);
    expect(storage.owns("https://elsewhere.example/photos/0f8fad5b-d9cb-469f-a165-70867728950e.webp")).toBe(false);
    await expect(storage.delete("/media/avatars/lorelei/ada.svg")).resolves.toBeUndefined();
    expect(await storage.read("../../etc/passwd")).toBeNull();
  });

  it("keeps private files off the public URLs and serves them only through a signed URL", async () => {
    const { storage, fetchUrl } = subject;
    await storage.putPrivate(KEY, Buffer.from("selfie"), "image/webp");
    // Not readable as a public photo under the same key.
    expect(await storage.read(KEY)).toBeNull();
    const signed = await storage.signedUrl(KEY, 60);
    expect(storage.owns(signed)).toBe(false);
    const fetched = await fetchUrl(signed);
    expect(fetched.status).toBe(200);
    expect(fetched.bytes?.toString()).toBe("selfie");
    if (subject.verifiesSignatures) {
      // A tampered signature does not open it.
      const tampered = signed.replace(/signature=(.)/, (_m, c: string) => `signature=${c === "a" ? "b" : "a"}`);
      expect((await fetchUrl(tampered)).status).toBe(403);
    } else {
      const query = new URL(signed).searchParams;
      expect(query.get("X-Amz-Expires")).toBe("60");
      expect(query.get("X-Amz-Signature")).toMatch(/^[a-f0-9]{64}$/);
      expect(new URL(signed).pathname).toBe(`/${BUCKET}/private/${KEY}`);
    }
    expect((await storage.readPrivate(KEY))?.toString()).toBe("selfie");
    await storage.deletePrivate(KEY);
    expect(await storage.readPrivate(KEY)).toBeNull();
  });
});

describe("disk signed URLs", () => {
  it("stop working once they expire", async () => {
    let now = 1_000_000;
    const storage = localDiskStorage(path.join(root, "expiry", "uploads"), () => now);
    await storage.putPrivate(KEY, Buffer.from("selfie"), "image/webp");
    const url = new URL(await storage.signedUrl(KEY, 60), "http://app");
    const expires = Number(url.searchParams.get("expires"));
    const signature = url.searchParams.get("signature") ?? "";
    expect(storage.verifySignature(KEY, expires, signature)).toBe(true);
    now += 61_000;
    expect(storage.verifySignature(KEY, expires, signature)).toBe(false);
    expect(await readdir(path.join(root, "expiry"))).toEqual(["private"]);
  });
});

describe("the app with S3_BUCKET set", () => {
  it("puts uploaded photos and their thumbnails in the bucket and allows its origin in the CSP", async () => {
    const { createTestApp, signIn } = await import("../test/test-app");
    const sharp = (await import("sharp")).default;
    const app = await createTestApp({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_PUBLIC_URL: `${endpoint}/${BUCKET}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    try {
      const me = await signIn(app);
      const form = new FormData();
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#3a6" } })
        .png()
        .toBuffer();
      form.append("photos", new Blob([new Uint8Array(png)], { type: "image/png" }), "dot.png");
      const request = new Request("http://test/", { method: "POST", body: form });
      const response = await app.inject({
        method: "POST",
        url: "/api/upload/photos",
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { "content-type": request.headers.get("content-type") ?? "", cookie: me.cookie },
      });
      expect(response.statusCode).toBe(200);
      const [url] = response.json().urls as string[];
      expect(url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/photos/[a-f0-9-]{36}\\.webp$`));
      expect((await fetch(url!)).status).toBe(200);
      expect((await fetch(url!.replace(/\.webp$/, "-480.webp"))).status).toBe(200);
      expect(response.headers["content-security-policy"]).toContain(endpoint);

      const removed = await app.inject({
        method: "DELETE",
        url: "/api/upload/photos",
        payload: { photoUrl: url },
        headers: { cookie: me.cookie },
      });
      expect(removed.statusCode).toBe(200);
      expect((await fetch(url!)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
