import type { DateStatus } from "@down/common/schemas/dates";
import { Badge } from "@/components/ui/badge";

const VARIANT = { scheduled: "info", completed: "success", cancelled: "destructive" } as const;

/** docs/product.md#my-dates: scheduled blue, completed green, cancelled red, and a pending invite amber 'Pending'. */
export function StatusBadge({ status }: { status: DateStatus | "pending" }) {
  if (status === "pending") return <Badge variant="warning">Pending</Badge>;
  return <Badge variant={VARIANT[status]}>{status}</Badge>;
}
