import { lazyDialog } from "@/components/ui/lazy-dialog";

/** InviteDialog, loaded when first opened (see lazyDialog). */
export const LazyInviteDialog = lazyDialog(async () => (await import("./invite-dialog")).InviteDialog);
