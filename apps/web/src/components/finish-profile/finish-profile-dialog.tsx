import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FinishProfileForm } from "./finish-profile-form";

/** The step over the current screen (a match request, a message); closing it leaves the person where they were. */
export function FinishProfileDialog({
  open,
  onOpenChange,
  purpose,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the person was doing, e.g. "send match requests". */
  purpose: string;
  onDone: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Finish your profile</DialogTitle>
          <DialogDescription>DOWN is for adults with a profile. Add this to {purpose}.</DialogDescription>
        </DialogHeader>
        <FinishProfileForm
          onDone={() => {
            onOpenChange(false);
            onDone();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
