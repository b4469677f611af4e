import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type SignedIn } from "../../test/test-app";

export interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A real multipart body, encoded by the platform's own FormData. */
export async function multipart(files: Upload[], field = "photos") {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request("http://test/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

/**
 * One app per test file, storing photos in a directory of its own (removed after), and the calls the photo
 * tests share: upload, delete, and the profile's photo list.
 */
export function photosTestApp(env: Record<string, string> = {}) {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "down-photos-"));
    app = await createTestApp({ ...env, DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function upload(as: SignedIn | null, files: Upload[], field?: string) {
    const body = await multipart(files, field);
    return app.inject({
      method: "POST",
      url: "/api/upload/photos",
      payload: body.payload,
      headers: { ...body.headers, ...(as ? { cookie: as.cookie } : {}) },
    });
  }
  const deletePhoto = (as: SignedIn | null, photoUrl: string) =>
    app.inject({
      method: "DELETE",
      url: "/api/upload/photos",
      payload: { photoUrl },
      headers: as ? { cookie: as.cookie } : {},
    });
  /** Sends a verification selfie copying the pose the app shows the person right now. */
  async function submitSelfie(as: SignedIn, selfie: Upload) {
    const state = await app.inject({
      method: "GET",
      url: `/api/verification/${as.id}`,
      headers: { cookie: as.cookie },
    });
    const form = new FormData();
    form.append("pose", state.json<{ pose: { id: string } }>().pose.id);
    form.append("selfie", new Blob([new Uint8Array(selfie.bytes)], { type: selfie.type }), selfie.name);
    const request = new Request("http://test/", { method: "POST", body: form });
    return app.inject({
      method: "POST",
      url: `/api/verification/${as.id}`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { "content-type": request.headers.get("content-type") ?? "", cookie: as.cookie },
    });
  }
  const photosOf = async (as: SignedIn): Promise<string[]> =>
    (await app.inject({ method: "GET", url: `/api/profiles/${as.id}`, headers: { cookie: as.cookie } })).json().photos;

  return {
    get app() {
      return app;
    },
    get dataDir() {
      return dataDir;
    },
    upload,
    deletePhoto,
    photosOf,
    submitSelfie,
  };
}

export const png = async (): Promise<Upload> => ({
  name: "dot.png",
  type: "image/png",
  bytes: await sharp({ create: { width: 40, height: 40, channels: 3, background: "#3a6" } })
    .png()
    .toBuffer(),
});

/** A landscape phone photo held sideways (orientation 6) that carries GPS coordinates. */
export async function jpegWithGps(): Promise<Upload> {
  const bytes = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#c33" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 9/1 45/1", GPSLongitudeRef: "W", GPSLongitude: "86/1 46/1 53/1" },
    })
    .toBuffer();
  return { name: "IMG_0001.jpg", type: "image/jpeg", bytes };
}
