import { Link2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { type Connection, SERVICE_NAMES, startConnecting, useConnections } from "@/lib/api/connections";
import { useDisconnectAccount } from "@/lib/api/disconnect-account";

/** SOCIAL ACCOUNTS: Instagram and Spotify, each with CONNECT NOW or Disconnect (or why it can't connect). */
export function SocialAccountsRow({ userId }: { userId: string }) {
  const connections = useConnections(userId);
  const anyConnected = connections.data?.some((c) => c.connected) ?? false;
  return (
    <Card className="flex gap-4 py-4">
      <Link2 className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col items-stretch gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="text-sm font-semibold tracking-wide">SOCIAL ACCOUNTS</h3>
          {connections.data ? (
            <Badge variant={anyConnected ? "success" : "neutral"}>{anyConnected ? "CONNECTED" : "NOT CONNECTED"}</Badge>
          ) : (
            <Skeleton className="h-5 w-28 rounded-full" />
          )}
        </div>
        {connections.data ? (
          connections.data.map((connection) => (
            <ServiceRow key={connection.provider} userId={userId} connection={connection} />
          ))
        ) : (
          <>
            <Skeleton className="h-11 w-full rounded-2xl" />
            <Skeleton className="h-11 w-full rounded-2xl" />
          </>
        )}
      </div>
    </Card>
  );
}

function ServiceRow({ userId, connection }: { userId: string; connection: Connection }) {
  const disconnect = useDisconnectAccount(userId);
  const name = SERVICE_NAMES[connection.provider];
  const reasonId = `social-${connection.provider}-reason`;
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
        <div className="flex items-center gap-2">
          {connection.configured ? null : (
            <p id={reasonId} className="text-xs text-muted-foreground">
              Not configured on this server
            </p>
          )}
          <Button
            variant="outline"
            size="sm"
            disabled={!connection.configured}
            aria-describedby={connection.configured ? undefined : reasonId}
            aria-label={`CONNECT NOW: ${name}`}
            onClick={() => startConnecting(connection.provider)}
          >
            CONNECT NOW
          </Button>
        </div>
      )}
    </div>
  );
}
