import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

/** docs/product.md#unmatch: a confirmation first; 'Unmatching...' while the call runs. */
export function UnmatchDialog({
  open,
  name,
  pending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  name: string;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Unmatch <bdi>{name}</bdi>?
          </DialogTitle>
          <DialogDescription>
            You'll no longer be matched and won't be able to message each other. Either of you can send a new match
            request later.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="flex-col gap-2">
          <Button variant="destructive" className="w-full" disabled={pending} onClick={onConfirm}>
            {pending ? <Spinner /> : null}
            {pending ? "Unmatching..." : "Unmatch"}
          </Button>
          <Button variant="outline" className="w-full" disabled={pending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
