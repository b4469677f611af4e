import { ACCOUNT_PATHS, DELETE_CONFIRM_WORD } from "@down/common/constants";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Page } from "@/components/page/page";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAuth, useCurrentUser } from "@/lib/auth/auth-provider";
import { toast } from "@/lib/lazy-toast";
import { useDeleteAccount } from "../api/delete-account";

const REMOVED = [
  "Your profile and photos",
  "Your matches and conversations",
  "Your question responses and preferences",
  "Your reviews and ratings",
  "All account data",
];

/** The warning, the typed confirmation, then a final confirm that really deletes everything. */
export function DeleteAccountPage() {
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const [, navigate] = useLocation();
  const deleteAccount = useDeleteAccount();
  const [confirmText, setConfirmText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const confirmed = confirmText.trim().toUpperCase() === DELETE_CONFIRM_WORD;

  const requestDelete = () => {
    if (!confirmed) {
      setError("Please type DELETE to confirm account deletion");
      return;
    }
    setDialogOpen(true);
  };

  const confirmDelete = () => {
    deleteAccount.mutate(user.id, {
      onSuccess: async () => {
        await signOut();
        // The login screen confirms it in words (login-page.tsx reads ?deleted).
        navigate("/login?deleted=1", { replace: true });
      },
      onError: () => toast.error("Error", { description: "Failed to delete your account. Please try again." }),
    });
  };

  return (
    <Page title="DELETE ACCOUNT" back>
      <Card className="flex flex-col gap-3 border-destructive/40 bg-destructive-soft">
        <div className="flex items-center gap-3 text-destructive">
          <TriangleAlert className="size-6" aria-hidden="true" />
          <h2 className="text-lg font-semibold">This can't be undone</h2>
        </div>
        <p className="text-sm">Deleting your account permanently removes:</p>
        <ul className="ml-5 list-disc text-sm">
          {REMOVED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Card>
      <div className="flex flex-col gap-2">
        <Label htmlFor="confirm-delete">Type DELETE to confirm</Label>
        <Input
          id="confirm-delete"
          value={confirmText}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "confirm-delete-error" : undefined}
          onChange={(event) => {
            setConfirmText(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id="confirm-delete-error" className="text-sm text-destructive" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3">
        <Button variant="destructive" size="lg" disabled={!confirmed} onClick={requestDelete}>
          Delete Account
        </Button>
        <Link href="/profile" className={buttonVariants({ variant: "outline", size: "lg" })}>
          Cancel
        </Link>
      </div>
      <Card className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          Need a break instead? Pause your account in Settings: you leave searches and new matches, and your chats stay
          open. Turn it back on whenever you like.
        </p>
        <Link href={ACCOUNT_PATHS.pause} className={buttonVariants({ variant: "secondary" })}>
          Go to Settings
        </Link>
      </Card>
      <ConfirmDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title="Delete your account?"
        description="Your profile, photos, matches, conversations and answers will be permanently deleted."
        confirmLabel="Delete Account"
        pendingLabel="Deleting..."
        pending={deleteAccount.isPending}
        onConfirm={confirmDelete}
        cancelLabel="Keep my account"
        cancelVariant="outline"
        lockCancelWhilePending
      />
    </Page>
  );
}
