import { Camera, Music } from "lucide-react";
import { useEffect } from "react";
import { useSearch } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { type ConnectedService, SERVICE_NAMES, startConnecting, useConnections } from "@/lib/api/connections";
import { toast } from "@/lib/lazy-toast";

const LABELS: Record<ConnectedService, string> = { instagram: "Import from Instagram", spotify: "Connect Spotify" };
const ICONS = { instagram: Camera, spotify: Music } as const;

/** What the server's callback reports in ?provider=…&connect=…, in words. */
const OUTCOMES: Record<string, (name: string) => { ok: boolean; text: string }> = {
  connected: (name) => ({ ok: true, text: `${name} is connected.` }),
  denied: (name) => ({ ok: false, text: `${name} wasn't connected: permission was not given.` }),
  expired: (name) => ({ ok: false, text: `${name} wasn't connected: the request expired. Please try again.` }),
  failed: (name) => ({ ok: false, text: `${name} didn't answer as expected. Please try again later.` }),
  unavailable: (name) => ({ ok: false, text: `${name} is not configured on this server.` }),
};

/** Instagram imports up to 6 photos; Spotify puts top artists on the profile. Disabled, with a reason, when unconfigured. */
export function IntegrationButtons({ userId }: { userId: string }) {
  const connections = useConnections(userId);
  const search = useSearch();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const provider = params.get("provider");
    const outcome = OUTCOMES[params.get("connect") ?? ""];
    if (!outcome || (provider !== "instagram" && provider !== "spotify")) return;
    const { ok, text } = outcome(SERVICE_NAMES[provider]);
    if (ok) toast.success(text);
    else toast.error(text);
    // Once shown, the note leaves the address so a reload does not repeat it.
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }, [search]);

  if (!connections.data) {
    return (
      <div className="flex flex-col gap-2">
        <Skeleton className="h-10 w-full rounded-2xl" />
        <Skeleton className="h-10 w-full rounded-2xl" />
      </div>
    );
  }
  const unconfigured = connections.data.filter((c) => !c.configured).map((c) => SERVICE_NAMES[c.provider]);
  return (
    <div className="flex flex-col gap-2">
      {connections.data.map((connection) => {
        const Icon = ICONS[connection.provider];
        return (
          <div key={connection.provider} className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              className="flex-1"
              disabled={!connection.configured}
              aria-describedby={connection.configured ? undefined : "integrations-reason"}
              onClick={() => startConnecting(connection.provider)}
            >
              <Icon aria-hidden="true" />
              {LABELS[connection.provider]}
            </Button>
            {connection.connected ? <Badge variant="success">Connected</Badge> : null}
          </div>
        );
      })}
      {unconfigured.length > 0 ? (
        <p id="integrations-reason" className="text-center text-xs text-muted-foreground">
          {unconfigured.join(" and ")} {unconfigured.length === 1 ? "is" : "are"} not configured on this server
        </p>
      ) : null}
    </div>
  );
}
