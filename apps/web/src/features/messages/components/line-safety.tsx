import type { LineFlag } from "@down/common/schemas/messages";
import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Under a line the message check flagged, for its receiver only (docs/product.md, "Message check"):
 * "Does this bother you?" under a harmful one, a short safety tip under an early ask for money or another
 * app. Report is one tap: it files a report with this message attached (and, like every report, blocks).
 */
export function LineSafety({
  flag,
  reporting,
  onReport,
}: {
  flag: LineFlag;
  reporting: boolean;
  onReport: () => void;
}) {
  return (
    <div
      role="note"
      aria-label={flag === "harmful" ? "Does this bother you?" : "Safety tip"}
      className="mt-1 flex max-w-[80%] items-center gap-2 self-start rounded-2xl border border-border bg-surface px-3 py-1.5 text-sm"
    >
      <ShieldAlert className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        {flag === "harmful"
          ? "Does this bother you?"
          : "Careful: never send money, gift cards or crypto to someone you haven't met, and keep the chat on DOWN."}
      </p>
      <Button variant="link" size="sm" className="shrink-0 text-sm" disabled={reporting} onClick={onReport}>
        {reporting ? "Reporting..." : "Report"}
      </Button>
    </div>
  );
}
