import { SETTINGS_LABELS } from "@down/common/constants";
import { Link2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { type Connection, SERVICE_NAMES, startConnecting, useConnections } from "@/lib/api/connections";
import { useDisconnectAccount } from "@/lib/api/disconnect-account";

/**
 * SOCIAL ACCOUNTS: Instagram and Spotify, each with CONNECT NOW or Disconnect. A service this server has no
 * keys for is left out rather than greyed with an excuse, and with none to offer the row is not shown at all
 * (nor while the answer is on its way, so the common case, nothing set up, never jumps).
 */
export function SocialAccountsRow({ userId }: { userId: string }) {
  const connections = useConnections(userId);
  const offered = connections.data?.filter((c) => c.configured || c.connected) ?? [];
  if (offered.length === 0) return null;
  const anyConnected = offered.some((c) => c.connected);
  return (
    <Card className="flex gap-4 py-4">
      <Link2 className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col items-stretch gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="text-sm font-semibold tracking-wide">{SETTINGS_LABELS.socialAccounts}</h3>
          <Badge variant={anyConnected ? "success" : "neutral"}>{anyConnected ? "CONNECTED" : "NOT CONNECTED"}</Badge>
        </div>
        {offered.map((connection) => (
          <ServiceRow key={connection.provider} userId={userId} connection={connection} />
        ))}
      </div>
    </Card>
  );
}

function ServiceRow({ userId, connection }: { userId: string; connection: Connection }) {
  const disconnect = useDisconnectAccount(userId);
  const name = SERVICE_NAMES[connection.provider];
  return (
    <div className="flex min-h-11 flex-wrap items-center justify-between gap-2">
      <span className="text-sm font-medium">
        {name}
        {connection.connected ? <span className="ml-2 text-xs font-semibold text-success">Connected</span> : null}
      </span>
      {connection.connected ? (
        <Button
          variant="outline"
          size="sm"
          disabled={disconnect.isPending}
          onClick={() => disconnect.mutate(connection.provider)}
          aria-label={`Disconnect ${name}`}
        >
          Disconnect
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          aria-label={`CONNECT NOW: ${name}`}
          onClick={() => startConnecting(connection.provider)}
        >
          CONNECT NOW
        </Button>
      )}
    </div>
  );
}
