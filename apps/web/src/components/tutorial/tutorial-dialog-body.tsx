import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { TutorialStep } from "./tutorial-dialog";

/** The explainer itself; TutorialDialog decides when it opens and loads this then. */
export function TutorialDialogBody({
  open,
  close,
  title,
  description,
  steps,
}: {
  open: boolean;
  close: () => void;
  title: string;
  description: string;
  steps: readonly TutorialStep[];
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-4">
          {steps.map(({ icon: Icon, title: stepTitle, text }, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list written in code; order is its identity.
            <li key={index} className="flex gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="flex flex-col gap-0.5">
                <p className="text-sm font-semibold">{stepTitle}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={close} className="w-full">
            Got it
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
