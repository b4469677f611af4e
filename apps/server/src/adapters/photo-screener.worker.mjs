// The nudity classifier's thread (adapters/photo-screener.ts): TensorFlow.js on its WebAssembly backend with
// nsfwjs's MobileNetV2, whose weights ship inside the npm package (nothing is fetched). Plain JavaScript so it
// runs the same under tsx, vitest and a compiled build. Messages in: { id, pixels } (224x224 RGB bytes);
// out: { id, classes } or { id, error }; { ready: true, loadMs } once the model is loaded.
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";

const require = createRequire(import.meta.url);
const SIZE = 224;

if (workerData?.offline) {
  // Proof for the tests that loading and classifying need no network: every way out throws.
  const refuse = (what) => () => {
    throw new Error(`network used while offline: ${what}`);
  };
  globalThis.fetch = refuse("fetch");
  for (const name of ["net", "http", "https", "dns"]) {
    const mod = require(`node:${name}`);
    for (const fn of ["connect", "createConnection", "request", "get", "lookup", "resolve"]) {
      if (typeof mod[fn] === "function") mod[fn] = refuse(`${name}.${fn}`);
    }
  }
}

// TensorFlow.js and nsfwjs greet Node users on the console; the server's log is not the place for it.
const loud = { log: console.log, warn: console.warn, info: console.info };
console.log = console.warn = console.info = () => {};
const tf = require("@tensorflow/tfjs");
require("@tensorflow/tfjs-backend-wasm");
// nsfwjs's ES build imports "buffer/" as a directory, which Node's ESM loader refuses; its CommonJS build works.
const nsfw = require("nsfwjs");

const started = performance.now();
await tf.setBackend("wasm");
await tf.ready();
const model = await nsfw.load("MobileNetV2", { size: SIZE });
Object.assign(console, loud);
parentPort.postMessage({ ready: true, loadMs: performance.now() - started });

parentPort.on("message", async ({ id, pixels }) => {
  try {
    const image = tf.tensor3d(pixels, [SIZE, SIZE, 3], "int32");
    try {
      const predictions = await model.classify(image, 5);
      parentPort.postMessage({ id, classes: Object.fromEntries(predictions.map((p) => [p.className, p.probability])) });
    } finally {
      image.dispose();
    }
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
