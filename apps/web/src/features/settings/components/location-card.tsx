import { SETTINGS_LABELS } from "@down/common/constants";
import type { Preferences } from "@down/common/schemas/preferences";
import type { OwnProfile } from "@down/common/schemas/profile";
import { Navigation } from "lucide-react";
import { Card, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSavePreferences } from "../api/preferences";
import { DeviceLocationButton } from "./device-location-button";
import { DistanceSlider } from "./distance-slider";
import { EffectiveLocation } from "./effective-location";
import { SettingSwitchRow } from "./setting-switch-row";
import { TravelModeForm } from "./travel-mode-form";

interface LocationCardProps {
  userId: string;
  /** Both undefined while loading. */
  preferences: Preferences | undefined;
  profile: OwnProfile | undefined;
}

export function LocationCard({ userId, preferences, profile }: LocationCardProps) {
  const save = useSavePreferences(userId);
  const ready = preferences && profile;
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>{SETTINGS_LABELS.locationSection}</CardTitle>
      <EffectiveLocation
        source={ready ? { ...preferences, deviceLat: profile.latitude, deviceLng: profile.longitude } : undefined}
      />
      <DistanceSlider
        radius={preferences?.distanceRadius}
        onCommit={(distanceRadius) => save.mutate({ distanceRadius })}
      />
      <div className="border-t border-border">
        <SettingSwitchRow
          id="use-device-location"
          label={SETTINGS_LABELS.useDeviceLocation}
          description="Search near where your phone is."
          icon={Navigation}
          checked={preferences?.useDeviceLocation}
          onCheckedChange={(useDeviceLocation) => save.mutate({ useDeviceLocation })}
        />
      </div>
      {!preferences ? (
        <Skeleton className="h-12 w-full" />
      ) : preferences.useDeviceLocation ? (
        <DeviceLocationButton userId={userId} />
      ) : (
        <TravelModeForm userId={userId} />
      )}
    </Card>
  );
}
