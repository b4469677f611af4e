import type { FastifyInstance, InjectOptions } from "fastify";
import type { Ids, RouteRule } from "./route-table";

export { ruleKey } from "./route-table";

/** A path with every ":param" filled: the caller's id where the rule says so, a stranger's uuid otherwise. */
export function fillPath(url: string, rule: RouteRule, ids: Ids, selfId: string): string {
  return url.replace(/:(\w+)/g, (_whole, name: string) => {
    if (rule.selfIds?.includes(`:${name}`)) return selfId;
    return rule.params?.[name] ?? ids.other;
  });
}

/** A request for `rule` with its sample body or query, the caller's id where the rule puts it. */
export function requestFor(
  route: { method: string; url: string },
  rule: RouteRule,
  ids: Ids,
  options: { cookie?: string; selfId?: string } = {},
): InjectOptions {
  const selfId = options.selfId ?? ids.me;
  const sample = rule.sample?.({ me: selfId, other: ids.other }) ?? {};
  const request: InjectOptions = {
    method: route.method as InjectOptions["method"],
    url: fillPath(route.url, rule, ids, selfId),
    headers: options.cookie ? { cookie: options.cookie } : {},
  };
  if (rule.query) request.query = sample as Record<string, string>;
  else if (rule.body) request.payload = sample;
  return request;
}

export const call = (app: FastifyInstance, request: InjectOptions) => app.inject(request);
