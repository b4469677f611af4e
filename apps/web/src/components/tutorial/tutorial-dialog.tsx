import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { TutorialStep } from "./tutorial-step";
import { useFirstVisit } from "./use-first-visit";

const Body = lazyDialog(async () => (await import("./tutorial-dialog-body")).TutorialDialogBody);

/** A first-visit explainer: opens until dismissed once (any way: button, close, Escape, outside tap). */
export function TutorialDialog({
  flag,
  title,
  description,
  steps,
}: {
  flag: string;
  title: string;
  description: string;
  steps: readonly TutorialStep[];
}) {
  const { open, close } = useFirstVisit(flag);
  return <Body open={open} close={close} title={title} description={description} steps={steps} />;
}
