import { Camera, Music } from "lucide-react";
import { useEffect } from "react";
import { useSearch } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
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
  unavailable: (name) => ({ ok: false, text: `${name} can't be connected here.` }),
};

/** Instagram imports up to 6 photos; Spotify puts top artists on the profile. Only the services this server offers. */
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

  // A service this server has no keys for is left out, not greyed with an excuse; with none, nothing shows
  // (nor while the answer is on its way, so the common case never jumps).
  const offered = connections.data?.filter((c) => c.configured || c.connected) ?? [];
  if (offered.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {offered.map((connection) => {
        const Icon = ICONS[connection.provider];
        return (
          <div key={connection.provider} className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              className="flex-1"
              // Connected with keys since removed: the badge says so, and connecting again cannot work.
              disabled={!connection.configured}
              onClick={() => startConnecting(connection.provider)}
            >
              <Icon aria-hidden="true" />
              {LABELS[connection.provider]}
            </Button>
            {connection.connected ? <Badge variant="success">Connected</Badge> : null}
          </div>
        );
      })}
    </div>
  );
}
