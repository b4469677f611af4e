import { ConfirmDialog } from "@/components/confirm-dialog";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";
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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Block ${name}?`}
      description="You won't see each other anywhere in DOWN, and any match or conversation between you ends. They aren't told."
      confirmLabel="Block"
      pendingLabel="Blocking..."
      pending={block.isPending}
      onConfirm={confirm}
    />
  );
}
