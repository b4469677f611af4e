import { createECDH, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { type AgentOptions, createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
// @ts-expect-error http_ece ships no types; it is the decryption web-push's own tests use.
import ece from "http_ece";

export interface ReceivedPush {
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted JSON payload. */
  payload: unknown;
}

/**
 * A local stand-in for a browser's push service (FCM, Mozilla autopush): accepts the server's POSTs and
 * decrypts them with the subscription's private key, as the browser would. `goneOnNext` answers 410.
 */
const fixtures = path.join(import.meta.dirname, "fixtures");
const cert = readFileSync(path.join(fixtures, "fake-push-cert.pem"));
const key = readFileSync(path.join(fixtures, "fake-push-key.pem"));

/** Trusts the fake service's self-signed certificate (push services are https-only, as web-push insists). */
export const fakePushTls: AgentOptions = { ca: cert };

export async function startFakePushService() {
  const browserKeys = createECDH("prime256v1");
  browserKeys.generateKeys();
  const authSecret = randomBytes(16);
  const received: ReceivedPush[] = [];
  let goneOnNext = false;
  const server: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (goneOnNext) {
        goneOnNext = false;
        response.writeHead(410).end();
        return;
      }
      const plain: Buffer = ece.decrypt(Buffer.concat(chunks), {
        version: "aes128gcm",
        privateKey: browserKeys,
        authSecret: authSecret.toString("base64url"),
      });
      received.push({ headers: request.headers, payload: JSON.parse(plain.toString("utf8")) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    answerGoneOnce: () => {
      goneOnNext = true;
    },
    subscription: (name = "push/abc") => ({
      endpoint: `https://127.0.0.1:${port}/${name}`,
      keys: { p256dh: browserKeys.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
