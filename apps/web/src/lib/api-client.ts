import type { ApiErrorBody } from "@down/common/api-error";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Any non-OK answer. `message` follows docs/product.md#errors-and-notices (`${status}: ${bodyText || statusText}`);
 * `body` keeps the server's `{ error: { code, message } }` so screens can show its words.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = parseErrorBody(bodyText);
  }

  /** The server's human-readable message, when it sent one. */
  get serverMessage(): string | null {
    return this.body?.error.message ?? null;
  }

  get code(): string | null {
    return this.body?.error.code ?? null;
  }

  /** "Are you sure?": the words the message check flagged (code message_flagged), else empty. */
  get flagged(): readonly string[] {
    return this.body?.error.flagged ?? [];
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    // A hand check instead of the zod schema keeps zod out of the bundle every page loads.
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || !("error" in parsed)) return null;
    const error: unknown = parsed.error;
    if (typeof error !== "object" || error === null) return null;
    const { code, message, flagged } = error as Record<string, unknown>;
    if (typeof code !== "string" || typeof message !== "string") return null;
    const words = Array.isArray(flagged) ? flagged.filter((w): w is string => typeof w === "string") : undefined;
    return { error: words ? { code, message, flagged: words } : { code, message } };
  } catch {
    return null;
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => "");
  throw new ApiError(response.status, response.statusText, text);
}

/** GETs started before anyone asked (app/route-boot.ts), each handed to the first apiRequest for its path. */
const primed = new Map<string, () => Promise<Response>>();
/** Older than this, a primed answer is left for the garbage collector and asked for afresh. */
const PRIMED_FOR_MS = 10_000;

/** Starts a GET now; the first apiRequest("GET", path) within 10 s gets its answer instead of asking again. */
export function primeGet(path: string): Promise<Response> {
  const held = primed.get(path);
  if (held) return held();
  const answer = fetch(path, { method: "GET", credentials: "include" });
  holdPrimed(path, () => answer);
  return answer;
}

/**
 * An answer the server already put in the page (lib/first-paint.ts), handed out like a primed GET.
 * Made into a Response only if someone asks: the app's cache is seeded with these answers, so usually
 * nobody does, and a long list's text costs a slow phone a few milliseconds at start.
 */
export function primeAnswer(path: string, body: unknown): void {
  let answer: Promise<Response> | undefined;
  holdPrimed(path, () => {
    answer ??= Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }),
    );
    return answer;
  });
}

function holdPrimed(path: string, answer: () => Promise<Response>): void {
  primed.set(path, answer);
  setTimeout(() => {
    if (primed.get(path) === answer) primed.delete(path);
  }, PRIMED_FOR_MS);
}

/**
 * Early answers are what the server knew when the page was served: a write since then (the person's own, or
 * one the socket announces) may have changed any of them, and a refetch after it must ask the server. Without
 * this, a Match Back within 10 s of opening a painted profile refetched the painted "Send Match Request".
 */
export function forgetPrimedAnswers(): void {
  primed.clear();
}

function takePrimed(path: string): Promise<Response> | undefined {
  const answer = primed.get(path);
  primed.delete(path);
  return answer?.();
}

/** One call with the session cookie. A JSON body (and its content type) is sent only when a payload is given. */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: "include" };
  if (body !== undefined) {
    init.headers = { "Content-Type": "application/json" };
    init.body = JSON.stringify(body);
  }
  if (method !== "GET") forgetPrimedAnswers();
  const early = method === "GET" && body === undefined ? takePrimed(path) : undefined;
  // A primed request that failed on the network is simply asked again.
  const response = (early ? await early.catch(() => null) : null) ?? (await fetch(path, init));
  await throwIfNotOk(response);
  return response;
}

/** `apiRequest` then parse the JSON answer. */
export async function apiJson<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  return (await response.json()) as T;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
