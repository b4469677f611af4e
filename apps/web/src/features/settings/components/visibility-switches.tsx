import { SETTINGS_LABELS } from "@down/common/constants";
import type { OwnProfile } from "@down/common/schemas/profile";
import { Bell, Eye, HeartHandshake } from "lucide-react";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { PUSH_HINTS, syncPushSubscription, usePushConfig } from "../api/push-subscription";
import { useSaveProfileSetting } from "../api/settings-profile";
import { SettingSwitchRow } from "./setting-switch-row";

type Toggle = "pushNotifications" | "appearInSearches" | "acceptingMatches";

const TOGGLES: ReadonlyArray<{ field: Toggle; id: string; label: string; description: string; icon: typeof Bell }> = [
  {
    field: "pushNotifications",
    id: "push-notifications",
    label: SETTINGS_LABELS.pushNotifications,
    description: "Matches, messages and date invites.",
    icon: Bell,
  },
  {
    field: "appearInSearches",
    id: "appear-in-searches",
    label: SETTINGS_LABELS.appearInSearches,
    description: "Others can find you in their results.",
    icon: Eye,
  },
  {
    field: "acceptingMatches",
    id: "accepting-matches",
    label: SETTINGS_LABELS.acceptingMatches,
    description: "People can send you match requests.",
    icon: HeartHandshake,
  },
];

/** Each switch saves at once (docs/product.md#settings); a failed save flips it back. */
export function VisibilitySwitches({ userId, profile }: { userId: string; profile: OwnProfile | undefined }) {
  const save = useSaveProfileSetting(userId);
  const pushConfig = usePushConfig();
  const [pushHint, setPushHint] = useState<string | undefined>();
  const change = (field: Toggle, checked: boolean) => {
    save.mutate({ [field]: checked });
    if (field !== "pushNotifications") return;
    setPushHint(undefined);
    syncPushSubscription(checked, pushConfig.data)
      .then((result) => setPushHint(checked ? PUSH_HINTS[result] : undefined))
      .catch(() => setPushHint("Could not reach the push service. Your choice is saved; try again later."));
  };
  return (
    <Card className="divide-y divide-border py-1">
      {/* A server with no push keys can send none: its switch is left out, not offered with an excuse. It waits
          for the config so the usual local case (no keys) never shows it and takes it away; a config that
          fails to load leaves the switch as the spec has it. */}
      {TOGGLES.filter(
        ({ field }) => field !== "pushNotifications" || pushConfig.isError || pushConfig.data?.enabled === true,
      ).map(({ field, ...row }) => (
        <SettingSwitchRow
          key={field}
          {...row}
          description={field === "pushNotifications" && pushHint ? pushHint : row.description}
          checked={profile?.[field]}
          onCheckedChange={(checked) => change(field, checked)}
        />
      ))}
    </Card>
  );
}
