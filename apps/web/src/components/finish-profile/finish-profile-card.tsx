import { UserRoundPen } from "lucide-react";
import { Card } from "@/components/ui/card";
import { FinishProfileForm } from "./finish-profile-form";

/** The step in place of a screen's content (Results): once saved, `onDone` reloads what was refused. */
export function FinishProfileCard({ purpose, onDone }: { purpose: string; onDone: () => void }) {
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="finish-profile-title" role="region">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
          <UserRoundPen className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="finish-profile-title" className="text-lg font-semibold">
            Finish your profile
          </h2>
          <p className="text-sm text-muted-foreground">DOWN is for adults with a profile. Add this to {purpose}.</p>
        </div>
      </div>
      <FinishProfileForm onDone={onDone} />
    </Card>
  );
}
