import { lazyDialog } from "@/components/ui/lazy-dialog";

/** FinishProfileDialog, loaded when first opened (see lazyDialog). */
export const LazyFinishProfileDialog = lazyDialog(
  async () => (await import("./finish-profile-dialog")).FinishProfileDialog,
);
