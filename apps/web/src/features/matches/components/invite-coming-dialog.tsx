import { CalendarHeart } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * Stand-in until date invites ship: it says so plainly and sends nothing, rather than pretending to.
 */
export function InviteComingDialog({ name, onClose }: { name: string | null; onClose: () => void }) {
  return (
    <Dialog open={name !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
            <CalendarHeart className="size-6" aria-hidden="true" />
          </span>
          <DialogTitle>Date invites are coming soon</DialogTitle>
          <DialogDescription>
            Soon you'll be able to invite {name} on a romantic, hang or play date. Nothing has been sent.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onClose} className="w-full">
            OK
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
