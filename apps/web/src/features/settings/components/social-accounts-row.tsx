import { Link2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** No image-sharing or music provider is configured, so the button says why it can't act. */
export function SocialAccountsRow() {
  return (
    <Card className="flex gap-4 py-4">
      <Link2 className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="text-sm font-semibold tracking-wide">SOCIAL ACCOUNTS</h3>
          <Badge variant="neutral">NOT CONNECTED</Badge>
        </div>
        <div className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled aria-describedby="social-reason">
            CONNECT NOW
          </Button>
          <p id="social-reason" className="text-sm text-muted-foreground">
            Not configured on this server
          </p>
        </div>
      </div>
    </Card>
  );
}
