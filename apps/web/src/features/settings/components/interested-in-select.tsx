import { INTERESTED_IN_OPTIONS, SETTINGS_LABELS } from "@down/common/constants";
import type { OwnProfile } from "@down/common/schemas/profile";
import { Users } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useSaveProfileSetting } from "../api/settings-profile";

type Interest = OwnProfile["interestedIn"][number];

/**
 * One value here, though the profile keeps a list (Edit Profile allows several). Several picks show as
 * their list until one is chosen here; none means Everyone (docs/product.md#constants).
 */
export function selectedInterest(list: readonly Interest[] | undefined): { value: Interest | ""; shown: string } {
  if (!list || list.length === 0 || list.includes("Everyone")) return { value: "Everyone", shown: "Everyone" };
  const [only] = list;
  if (list.length === 1 && only) return { value: only, shown: only };
  return { value: "", shown: list.join(", ") };
}

export function InterestedInSelect({ userId, profile }: { userId: string; profile: OwnProfile | undefined }) {
  const save = useSaveProfileSetting(userId);
  const { value, shown } = selectedInterest(profile?.interestedIn);
  return (
    <Card className="flex flex-col gap-2 py-4">
      <label id="interested-in-label" htmlFor="interested-in" className="flex items-center gap-2 text-sm font-semibold">
        <Users className="size-5 text-muted-foreground" aria-hidden="true" />
        {SETTINGS_LABELS.interestedIn}
      </label>
      {profile ? (
        <Select value={value} onValueChange={(next) => save.mutate({ interestedIn: [next as Interest] })}>
          <SelectTrigger id="interested-in" aria-labelledby="interested-in-label">
            <SelectValue placeholder={shown} />
          </SelectTrigger>
          <SelectContent>
            {INTERESTED_IN_OPTIONS.map((option) => (
              <SelectItem key={option} value={option}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : (
        <Skeleton className="h-12 w-full" />
      )}
    </Card>
  );
}
