import { Worker } from "node:worker_threads";
import sharp from "sharp";

/** What the nudity screen says of one photo: a score in 0…1 and the classifier's classes behind it. */
export interface PhotoScreen {
  score: number;
  classes: Record<string, number>;
}

/**
 * Scores photos for nudity (docs/decisions/026-photo-screening.md). The local default is nsfwjs in a worker
 * thread; `PHOTO_SCREENER=fake` swaps in a rule that journeys can drive (never in production).
 */
export interface PhotoScreener {
  readonly name: "nsfwjs" | "fake";
  screen(image: Buffer): Promise<PhotoScreen>;
  /** Resolves once the model is loaded (the fake is always ready); the load time in milliseconds. */
  ready(): Promise<number>;
  close(): Promise<void>;
}

/** A photo scoring this or more is held for a moderator. */
export const PHOTO_SCREEN_THRESHOLD = 0.6;

/**
 * One number from nsfwjs's five classes: explicit photos and drawings count whole, "Sexy" (swimwear,
 * underwear, suggestive) half, so a beach photo alone stays under the threshold but not a nude one.
 */
export function nudityScore(classes: Record<string, number>): number {
  const p = (name: string) => classes[name] ?? 0;
  return Math.min(1, p("Porn") + p("Hentai") + p("Sexy") / 2);
}

/**
 * For an upload that waits on its own screen (a verification selfie): whether the image is over the threshold,
 * or null when no score came within `ms` or the screen failed.
 */
export async function overThresholdWithin(screener: PhotoScreener, image: Buffer, ms: number): Promise<boolean | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    const screen = await Promise.race([screener.screen(image).catch(() => null), late]);
    return screen ? screen.score >= PHOTO_SCREEN_THRESHOLD : null;
  } finally {
    clearTimeout(timer);
  }
}

const SIZE = 224;

/** The 224x224 RGB bytes the model reads, from any image sharp decodes (the photo is already normalized). */
async function pixelsOf(image: Buffer): Promise<Uint8Array> {
  const data = await sharp(image)
    .resize(SIZE, SIZE, { fit: "cover" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer();
  return new Uint8Array(data);
}

interface Pending {
  resolve: (screen: PhotoScreen) => void;
  reject: (error: Error) => void;
}

/**
 * nsfwjs's MobileNetV2 on TensorFlow.js's WebAssembly backend, in its own thread so a classification never
 * holds the event loop. The thread and its model start with the first photo (which waits for the load); one
 * photo is classified at a time, in arrival order.
 */
export function nsfwPhotoScreener(options: { offline?: boolean } = {}): PhotoScreener {
  // Started on the first photo, not at boot: a server that never receives one never pays for the model.
  let thread: ReturnType<typeof startThread> | null = null;
  const started = () => {
    thread ??= startThread(options.offline ?? false);
    return thread;
  };
  return {
    name: "nsfwjs",
    ready: () => started().ready(),
    screen: (image) => started().screen(image),
    close: async () => {
      await thread?.close();
    },
  };
}

function startThread(offline: boolean) {
  const worker = new Worker(new URL("./photo-screener.worker.mjs", import.meta.url), {
    workerData: { offline },
    // The worker is plain JavaScript: no TypeScript loader needed in it.
    execArgv: [],
  });
  const pending = new Map<number, Pending>();
  let next = 0;
  let closed = false;
  let failure: Error | null = null;
  const loaded = new Promise<number>((resolve, reject) => {
    worker.once("message", (message: { ready?: boolean; loadMs?: number }) => {
      if (message.ready) resolve(message.loadMs ?? 0);
    });
    worker.once("error", reject);
  });
  // A load failure is reported to whoever waits on ready() or screen(), never as an unhandled rejection.
  loaded.catch(() => undefined);
  worker.on("message", (message: { id?: number; classes?: Record<string, number>; error?: string }) => {
    if (message.id === undefined) return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (!waiting) return;
    if (message.classes) waiting.resolve({ score: nudityScore(message.classes), classes: message.classes });
    else waiting.reject(new Error(message.error ?? "the photo could not be screened"));
  });
  worker.on("error", (error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  worker.on("exit", () => {
    failure ??= new Error("the photo screener stopped");
    for (const waiting of pending.values()) waiting.reject(failure);
    pending.clear();
  });
  // The thread keeps the process alive only while someone waits on it: a server that is otherwise done
  // does not stay up for the screener, and a script awaiting a screen is not cut short.
  let waiters = 0;
  const waitOn = async <T>(work: Promise<T>): Promise<T> => {
    if (waiters++ === 0) worker.ref();
    try {
      return await work;
    } finally {
      if (--waiters === 0) worker.unref();
    }
  };
  worker.unref();

  return {
    ready: () => waitOn(loaded),
    async screen(image: Buffer): Promise<PhotoScreen> {
      const pixels = await pixelsOf(image);
      await waitOn(loaded);
      if (failure || closed) throw failure ?? new Error("the photo screener is closed");
      const id = next++;
      return waitOn(
        new Promise<PhotoScreen>((resolve, reject) => {
          pending.set(id, { resolve, reject });
          worker.postMessage({ id, pixels }, [pixels.buffer as ArrayBuffer]);
        }),
      );
    },
    async close() {
      closed = true;
      await worker.terminate();
    },
  };
}

/**
 * For journeys and tests only: a photo whose top-left pixel is pure magenta (#ff00ff) scores 0.99, any other
 * 0.01. Real photos never depend on it; it lets a browser journey upload "a photo over the threshold".
 */
export function fakePhotoScreener(): PhotoScreener {
  return {
    name: "fake",
    ready: async () => 0,
    async screen(image) {
      const { data } = await sharp(image)
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const magenta = (data[0] ?? 0) > 235 && (data[1] ?? 255) < 25 && (data[2] ?? 0) > 235;
      const score = magenta ? 0.99 : 0.01;
      return { score, classes: { Porn: score, Neutral: 1 - score } };
    },
    close: async () => undefined,
  };
}
