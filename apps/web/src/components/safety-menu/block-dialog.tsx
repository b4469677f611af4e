import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { isApiError } from "@/lib/api-client";
import { useBlock } from "./safety-api";

export function BlockDialog({
  open,
  onOpenChange,
  userId,
  name,
  onBlocked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  name: string;
  onBlocked: () => void;
}) {
  const block = useBlock();
  const confirm = () =>
    block.mutate(
      { blockedUserId: userId },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.success(`${name} is blocked`, { description: "You can unblock them in Settings." });
          onBlocked();
        },
        onError: (error) =>
          toast.error("Couldn't block", {
            description: (isApiError(error) && error.serverMessage) || "Please try again.",
          }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Block {name}?</DialogTitle>
          <DialogDescription>
            You won't see each other anywhere in DOWN, and any match or conversation between you ends. They aren't told.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={block.isPending}>
            {block.isPending ? "Blocking..." : "Block"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
