import { ConfirmDialog } from "@/components/confirm-dialog";

/** A ban cannot be undone from the app, so it asks once more. */
export function BanDialog({
  open,
  onOpenChange,
  name,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Ban ${name}?`}
      description="They are signed out everywhere, can't sign in again with their number, and disappear from everyone's lists and search."
      confirmLabel="Ban"
      pendingLabel="Banning..."
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
