import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMetrics } from "../../lib/metrics";
import { memoryBus } from "../../realtime/bus";
import { busContract } from "../../realtime/bus-contract";
import { createTestApp, signIn } from "../../test/test-app";
import { openSocket } from "../../test/ws-client";

const TOKEN = "a-long-enough-metrics-token";

describe("GET /metrics without METRICS_TOKEN", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("is a 404, token or not: metrics are off by default", async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await app.inject({ method: "GET", url: "/metrics", headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    }
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN: TOKEN });
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => app.close());

  it("refuses a missing or wrong token with 401", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-some-length", TOKEN, `Basic ${TOKEN}`]) {
      const response = await app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("unauthorized");
      expect(response.body).not.toContain("down_");
    }
  });

  it("serves every named family, requests labelled by route pattern rather than the raw URL", async () => {
    const me = await signIn(app);
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "GET", url: `/api/public-profiles/${me.id}`, headers: { cookie: me.cookie } });
    const socket = await openSocket(base, me.cookie);
    // An event through the bus, heard by the index's own listener: one publish-to-delivery lag observed.
    await app.matchingIndex.refreshPerson(me.id);

    const response = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    socket.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const text = response.body;
    expect(text).toMatch(/down_http_request_duration_seconds_count\{[^}]*route="\/api\/health"[^}]*status_code="200"/);
    expect(text).toMatch(/route="\/api\/public-profiles\/:id"/);
    expect(text).not.toContain(me.id);
    expect(text).toMatch(/^down_websocket_connections 1$/m);
    expect(text).toMatch(/^down_bus_delivery_lag_seconds_count [1-9]/m);
    expect(text).toMatch(/^down_matching_index_people \d+$/m);
    expect(text).toMatch(/^down_matching_index_age_seconds \d/m);
    // Scratch test databases are PostgreSQL or PGlite; the pool family is declared either way.
    expect(text).toContain("# TYPE down_db_pool_connections gauge");
    expect(text).toContain("nodejs_eventloop_lag_p99_seconds");
  });
});

describe("the measured bus", () => {
  it("keeps the bus contract: listeners get each event exactly as published, without the timestamp", async () => {
    const shared = createMetrics(true).measureBus(memoryBus());
    await busContract(async () => shared);
  });

  it("is the bus itself when metrics are off", () => {
    const bus = memoryBus();
    expect(createMetrics(false).measureBus(bus)).toBe(bus);
  });
});
