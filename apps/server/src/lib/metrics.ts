import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { BusEvent, EventBus } from "../realtime/bus";

/**
 * The figures an operator watches (issue 28, item 5), in Prometheus's text format at GET /metrics. Off unless
 * METRICS_TOKEN is set (README, configuration): then nothing is measured, the bus is passed through untouched
 * and /metrics is a 404, so a server nobody scrapes pays nothing for it.
 */
export interface AppMetrics {
  readonly enabled: boolean;
  readonly registry: Registry;
  /** One finished request: its matched route pattern (never the raw URL, which would be a label per id). */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** The bus with publish-to-delivery lag measured on every event a listener here receives. */
  measureBus(bus: EventBus): EventBus;
  /** Gauges read when scraped: each source is asked then, so nothing is kept current between scrapes. */
  watch(sources: MetricSources): void;
}

export interface MetricSources {
  /** Open WebSockets on this instance. */
  sockets?: () => number;
  /** The PostgreSQL pool (none on the embedded database). */
  pool?: () => { total: number; idle: number; waiting: number } | undefined;
  /** People in this instance's matching index, and when it was last loaded or written to its snapshot. */
  matching?: () => { people: number; freshAt: number };
}

/**
 * The time a publisher stamped on an event. Stripped before any listener sees the event, so every event keeps
 * the fields it was published with (the socket route's schema and the bus contract test see no extra key).
 */
const SENT_AT = "__sentAt";

export function createMetrics(enabled: boolean): AppMetrics {
  const registry = new Registry();
  if (!enabled) {
    return { enabled, registry, observeRequest: () => {}, measureBus: (bus) => bus, watch: () => {} };
  }
  // process_*, nodejs_* including nodejs_eventloop_lag_* from monitorEventLoopDelay.
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: "down_http_request_duration_seconds",
    help: "Time from request to response, by matched route pattern, method and status code",
    labelNames: ["route", "method", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const busLag = new Histogram({
    name: "down_bus_delivery_lag_seconds",
    help: "Time from an event's publish to its delivery to a listener on this instance",
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  const busPublished = new Counter({
    name: "down_bus_published_total",
    help: "Events published on the bus by this instance",
    registers: [registry],
  });
  let sources: MetricSources = {};
  new Gauge({
    name: "down_websocket_connections",
    help: "Open WebSocket connections on this instance",
    registers: [registry],
    collect() {
      this.set(sources.sockets?.() ?? 0);
    },
  });
  new Gauge({
    name: "down_db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool?.();
      if (!pool) return;
      this.set({ state: "total" }, pool.total);
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });
  new Gauge({
    name: "down_matching_index_people",
    help: "People in this instance's matching index",
    registers: [registry],
    collect() {
      const matching = sources.matching?.();
      if (matching) this.set(matching.people);
    },
  });
  new Gauge({
    name: "down_matching_index_age_seconds",
    help: "Seconds since this instance's matching index was loaded or last written to its snapshot",
    registers: [registry],
    collect() {
      const matching = sources.matching?.();
      if (matching) this.set((Date.now() - matching.freshAt) / 1000);
    },
  });

  return {
    enabled,
    registry,
    observeRequest(route, method, status, seconds) {
      requests.observe({ route, method, status_code: String(status) }, seconds);
    },
    measureBus(bus) {
      return {
        ...bus,
        publish(userId, event) {
          busPublished.inc();
          // Wall-clock milliseconds: the listener may be another instance (Redis), where only Date.now() agrees.
          return bus.publish(userId, { ...event, [SENT_AT]: Date.now() });
        },
        subscribe(userId, listener) {
          return bus.subscribe(userId, (event) => {
            const { [SENT_AT]: sentAt, ...rest } = event;
            if (typeof sentAt === "number") busLag.observe(Math.max(0, Date.now() - sentAt) / 1000);
            listener(typeof sentAt === "number" ? (rest as BusEvent) : event);
          });
        },
        hasListeners: (userId) => bus.hasListeners(userId),
        close: () => bus.close(),
      };
    },
    watch(next) {
      sources = { ...sources, ...next };
    },
  };
}
