import { SETTINGS_LABELS } from "@down/common/constants";
import { LocateFixed } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useUpdateDeviceLocation } from "../api/set-location";

/** Asks the browser where the device is; the busy state ends on failure too (docs/product.md#settings). */
export function DeviceLocationButton({ userId }: { userId: string }) {
  const update = useUpdateDeviceLocation(userId);
  return (
    <Button variant="outline" className="w-full" disabled={update.isPending} onClick={() => update.mutate()}>
      {update.isPending ? <Spinner /> : <LocateFixed aria-hidden="true" />}
      {update.isPending ? "Locating..." : SETTINGS_LABELS.updateLocation}
    </Button>
  );
}
