import type { LookupAddress } from "node:dns";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EgressRefused, egressGuard, type Resolver, refusedRange } from "./egress";

/** A resolver from a table: nothing here touches DNS or the network. */
const fakeResolver =
  (table: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

/** A local server standing in for something the server must never reach (an admin port, a metadata service). */
let canary: Server;
let port: number;
const hits: string[] = [];
beforeAll(async () => {
  canary = createServer((request, response) => {
    hits.push(request.url ?? "");
    response.end("secret");
  });
  await new Promise<void>((resolve) => canary.listen(0, "127.0.0.1", resolve));
  port = (canary.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => canary.close(() => resolve())));

describe("refusedRange", () => {
  it("refuses every non-public address, IPv4-mapped IPv6 judged as its IPv4", () => {
    const refused = {
      "127.0.0.1": "loopback",
      "::1": "loopback",
      "10.1.2.3": "private",
      "172.16.0.1": "private",
      "192.168.1.1": "private",
      "169.254.169.254": "linkLocal",
      "fe80::1": "linkLocal",
      "100.64.0.1": "carrierGradeNat",
      "fc00::1": "uniqueLocal",
      "fd00:ec2::254": "uniqueLocal",
      "224.0.0.1": "multicast",
      "ff02::1": "multicast",
      "0.0.0.0": "unspecified",
      "::": "unspecified",
      "::ffff:127.0.0.1": "loopback",
      "::ffff:169.254.169.254": "linkLocal",
      "::ffff:10.0.0.1": "private",
    };
    for (const [address, range] of Object.entries(refused)) expect(refusedRange(address), address).toBe(range);
  });

  it("lets public unicast through", () => {
    expect(refusedRange("93.184.216.34")).toBeNull();
    expect(refusedRange("2606:2800:220:1:248:1893:25c8:1946")).toBeNull();
    expect(refusedRange("::ffff:93.184.216.34")).toBeNull();
  });
});

describe("egressGuard.check", () => {
  const guard = egressGuard({
    resolve: fakeResolver({
      "localhost.": ["127.0.0.1"],
      "127.0.0.1.nip.io": ["127.0.0.1"],
      "metadata.example": ["169.254.169.254"],
      "v6-metadata.example": ["fd00:ec2::254"],
      "mixed.example": ["93.184.216.34", "10.0.0.7"],
      "push.example": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
      "empty.example": [],
    }),
  });

  it("resolves the name and refuses it when any address is not public (the probe's endpoints)", async () => {
    for (const url of [
      "https://localhost.:4408/x",
      "https://127.0.0.1.nip.io/x",
      "https://metadata.example/latest/meta-data",
      "https://v6-metadata.example/",
      "https://mixed.example/",
      "https://empty.example/",
      "https://unknown.example/",
      "https://[::ffff:7f00:1]/",
      "https://169.254.169.254/latest",
      "https://0x7f.1/",
    ]) {
      await expect(guard.check(url), url).rejects.toBeInstanceOf(EgressRefused);
    }
  });

  it("answers every checked address of a public host", async () => {
    expect((await guard.check("https://push.example/send/abc")).map((a) => a.address)).toEqual([
      "93.184.216.34",
      "2606:2800:220:1:248:1893:25c8:1946",
    ]);
  });

  it("is the lookup its connections use, answering only checked addresses", async () => {
    const viaLookup = (hostname: string, all: boolean) =>
      new Promise<{ error: Error | null; address: string | LookupAddress[] }>((resolve) =>
        guard.lookup(hostname, { all }, (error, address) => resolve({ error, address })),
      );
    expect(await viaLookup("push.example", true)).toMatchObject({
      error: null,
      address: [{ family: 4 }, { family: 6 }],
    });
    expect(await viaLookup("push.example", false)).toEqual({ error: null, address: "93.184.216.34" });
    expect((await viaLookup("mixed.example", false)).error).toBeInstanceOf(EgressRefused);
  });
});

describe("egressGuard.fetch", () => {
  it("never connects to a name that resolves to loopback, nor to a loopback literal", async () => {
    const guard = egressGuard({ resolve: fakeResolver({ "canary.test": ["127.0.0.1"] }) });
    for (const url of [`http://canary.test:${port}/by-name`, `http://127.0.0.1:${port}/by-literal`]) {
      const failure = await guard.fetch(url).catch((error: Error) => error);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).cause).toBeInstanceOf(EgressRefused);
    }
    expect(hits).toEqual([]);
  });

  it("connects to the address it checked: a name rebound to loopback after the check is refused", async () => {
    let asked = 0;
    const rebinding: Resolver = async () => [{ address: asked++ === 0 ? "93.184.216.34" : "127.0.0.1", family: 4 }];
    const guard = egressGuard({ resolve: rebinding });
    const url = `http://rebind.test:${port}/rebound`;
    await expect(guard.check(url)).resolves.toHaveLength(1);
    const failure = await guard.fetch(url).catch((error: Error) => error);
    expect((failure as Error).cause).toBeInstanceOf(EgressRefused);
    expect(hits).toEqual([]);
  });

  it("checks every redirect hop, not just the first", async () => {
    // 0.0.0.0 reaches this machine on Linux, so an unchecked hop would show up as a canary hit.
    const redirector = createServer((_, response) => {
      response.writeHead(302, { location: `http://0.0.0.0:${port}/redirected` }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, "127.0.0.1", resolve));
    try {
      const guard = egressGuard({ resolve: fakeResolver({ "cdn.test": ["127.0.0.1"] }), allowLoopback: true });
      const failure = await guard
        .fetch(`http://cdn.test:${(redirector.address() as AddressInfo).port}/`)
        .catch((error: Error) => error);
      expect((failure as Error).cause).toBeInstanceOf(EgressRefused);
    } finally {
      redirector.close();
    }
    expect(hits).toEqual([]);
  });

  it("reaches an allowed host through the checked address (loopback allowed, as tests with fakes do)", async () => {
    const guard = egressGuard({ resolve: fakeResolver({ "cdn.test": ["127.0.0.1"] }), allowLoopback: true });
    const response = await guard.fetch(`http://cdn.test:${port}/allowed`);
    expect(await response.text()).toBe("secret");
    expect(hits).toEqual(["/allowed"]);
    hits.length = 0;
  });
});
