import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type RequestListener } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * A fake Instagram and Spotify in one local server: /authorize answers like a person who consents (or,
 * with ?deny in the client id, refuses), /token checks the code, secret and PKCE verifier, and the API
 * endpoints serve media and top artists for the token it issued. Its CDN also answers over https on a
 * second port (the push fixtures' certificate for 127.0.0.1, trusted through `cdnTls`), since the server
 * fetches media over https only; the test app's egress guard lets loopback through for it.
 */
const fixtures = path.join(import.meta.dirname, "../push/fixtures");
const cert = readFileSync(path.join(fixtures, "fake-push-cert.pem"));
const key = readFileSync(path.join(fixtures, "fake-push-key.pem"));
export const cdnTls = { ca: cert };

interface Issued {
  codeChallenge: string;
  redirectUri: string;
}

export interface FakeProvider {
  /** Where it listens (http://127.0.0.1:port). */
  base: string;
  /** Its CDN over https (https://127.0.0.1:port). */
  cdnBase: string;
  /** Paths the fake CDN served, to show which media the server fetched. */
  cdnHits: string[];
  /** Serves every other image on plain http (and one on file:), which the server must refuse. */
  insecureMedia: boolean;
  /** The person says no on the consent screen. */
  refuseConsent: boolean;
  /** While set, the CDN answers only once it settles: a test does something while an import is fetching. */
  cdnWaitsFor: Promise<void> | null;
  close(): void;
}

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

/** Starts the fake; its CDN serves `jpeg` for every image. */
export async function startFakeProvider(jpeg: Buffer): Promise<FakeProvider> {
  const codes = new Map<string, Issued>();
  const handler: RequestListener = async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname.endsWith("/authorize")) {
      const redirect = new URL(url.searchParams.get("redirect_uri")!);
      redirect.searchParams.set("state", url.searchParams.get("state")!);
      if (state.refuseConsent) {
        redirect.searchParams.set("error", "access_denied");
      } else {
        const code = `code-${codes.size}`;
        codes.set(code, {
          codeChallenge: url.searchParams.get("code_challenge")!,
          redirectUri: url.searchParams.get("redirect_uri")!,
        });
        redirect.searchParams.set("code", code);
      }
      response.writeHead(302, { location: redirect.toString() });
      return response.end();
    }
    if (url.pathname.endsWith("/token")) {
      const form = await readBody(request);
      const issued = codes.get(form.get("code") ?? "");
      const challenge = createHash("sha256")
        .update(form.get("code_verifier") ?? "")
        .digest("base64url");
      if (
        !issued ||
        form.get("client_secret") !== "shh" ||
        challenge !== issued.codeChallenge ||
        form.get("redirect_uri") !== issued.redirectUri
      ) {
        return send(400, { error: "invalid_grant" });
      }
      codes.delete(form.get("code")!);
      return send(200, { access_token: "fake-access-token", refresh_token: "fake-refresh", expires_in: 3600 });
    }
    // The CDN answers without a token, like Instagram's.
    if (url.pathname.startsWith("/cdn/")) {
      state.cdnHits.push(url.pathname);
      if (state.cdnWaitsFor) await state.cdnWaitsFor;
      response.writeHead(200, { "content-type": "image/jpeg" });
      return response.end(jpeg);
    }
    if (request.headers.authorization !== "Bearer fake-access-token") return send(401, { error: "no token" });
    if (url.pathname === "/ig/me/media") {
      const images = Array.from({ length: 8 }, (_, i) => ({
        id: String(i),
        media_type: i === 1 ? "VIDEO" : "IMAGE",
        media_url: `${state.insecureMedia && i % 2 === 0 ? state.base : state.cdnBase}/cdn/${i}.jpg`,
      }));
      if (state.insecureMedia) images.push({ id: "8", media_type: "IMAGE", media_url: "file:///etc/passwd" });
      return send(200, { data: images });
    }
    if (url.pathname === "/spotify/v1/me/top/artists") {
      return send(200, { items: [{ name: "Phoebe Bridgers" }, { name: "Khruangbin" }] });
    }
    return send(404, {});
  };
  const fake = createServer(handler);
  const cdn = createHttpsServer({ cert, key }, handler);
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  await new Promise<void>((resolve) => cdn.listen(0, "127.0.0.1", resolve));
  const state: FakeProvider = {
    base: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    cdnBase: `https://127.0.0.1:${(cdn.address() as AddressInfo).port}`,
    cdnHits: [],
    insecureMedia: false,
    refuseConsent: false,
    cdnWaitsFor: null,
    close: () => {
      fake.close();
      cdn.close();
    },
  };
  return state;
}
