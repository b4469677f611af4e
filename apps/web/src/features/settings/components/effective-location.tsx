import { DEFAULT_LOCATION, DEVICE_LOCATION_LABEL } from "@down/common/constants";
import { MapPin } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useNearestCity } from "../api/geocode";

export interface LocationSource {
  useDeviceLocation: boolean;
  manualLocationLat: number | null;
  manualLocationLng: number | null;
  manualLocationLabel: string | null;
  /** The device position saved on the profile (its one-mile cell's centre, decision 004). */
  deviceLat: number | null;
  deviceLng: number | null;
}

/** Where results are measured from right now, in words: the same rule the search applies. */
export function EffectiveLocation({ source }: { source: LocationSource | undefined }) {
  const position = pickPosition(source);
  const nearest = useNearestCity(position?.lat, position?.lng);
  const named = position && !position.needsName ? position.label : nearest.data?.label;

  return (
    <div className="flex items-center gap-3 rounded-2xl bg-surface-muted px-4 py-3">
      <MapPin className="size-5 shrink-0 text-accent" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wider text-muted-foreground">SEARCHING FROM</p>
        {source === undefined ? (
          <Skeleton className="my-0.5 h-5 w-40 rounded-md" />
        ) : (
          <p
            // The city arrives a moment after "Current Location"; two lines are held for it so nothing jumps.
            className={cn("text-base font-semibold", position?.prefix && "min-h-12")}
            aria-live="polite"
            data-testid="effective-location"
          >
            {position ? <PlaceName prefix={position.prefix} name={named} /> : `${DEFAULT_LOCATION.label} (default)`}
          </p>
        )}
      </div>
    </div>
  );
}

/** "Current Location · Nashville, TN", breaking between the two parts rather than inside either. */
function PlaceName({ prefix, name }: { prefix: string | undefined; name: string | undefined }) {
  if (!prefix) return <span className="block truncate">{name ?? DEVICE_LOCATION_LABEL}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{name ? `${prefix} ·` : prefix}</span>{" "}
      {name && <span className="inline-block max-w-full truncate align-bottom">{name}</span>}
    </>
  );
}

interface Position {
  lat: number;
  lng: number;
  prefix?: string;
  label?: string;
  /** True when the stored label doesn't name a place, so the nearest city is looked up. */
  needsName: boolean;
}

/** Mirrors the server's rule: travel place when device location is off, else the profile's position, else Nashville. */
function pickPosition(source: LocationSource | undefined): Position | null {
  if (!source) return null;
  const { manualLocationLat: lat, manualLocationLng: lng, manualLocationLabel: label } = source;
  if (!source.useDeviceLocation && lat != null && lng != null) {
    // Update Current Location saves the label "Current Location"; then the coordinates get named instead.
    const needsName = !label || label === DEVICE_LOCATION_LABEL;
    return { lat, lng, label: label ?? undefined, needsName };
  }
  if (source.deviceLat == null || source.deviceLng == null) return null;
  const prefix = source.useDeviceLocation ? DEVICE_LOCATION_LABEL : undefined;
  return { lat: source.deviceLat, lng: source.deviceLng, prefix, needsName: true };
}
