import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { CloseButton } from "@/components/ui/close-button";
import type { TutorialStep } from "./tutorial-step";

/**
 * The explainer itself; TutorialDialog decides when it opens and loads this then. A native modal `<dialog>`,
 * not the app's radix Dialog: the browser itself traps focus, makes the page behind it inert, closes it on
 * Escape and puts focus back where it was, so opening it on a first visit (while the screen under it is
 * still settling on a slow phone) costs a fraction of the scroll lock and DOM walk the radix one runs.
 */
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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open || element.open) return;
    // jsdom (the unit tests) has no showModal; an open attribute shows it all the same.
    if (typeof element.showModal === "function") element.showModal();
    else element.setAttribute("open", "");
  }, [open]);

  // Closing the element first lets the browser put focus back where it was before the dialog opened.
  const dismiss = () => {
    dialog.current?.close?.();
    close();
  };

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap's keyboard twin is Escape (onCancel).
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // Escape: the person has seen it, like any other way of closing it.
        event.preventDefault();
        dismiss();
      }}
      onClick={(event) => {
        // A tap on the backdrop lands on the dialog element itself; the content sits in the inner box.
        if (event.target === event.currentTarget) dismiss();
      }}
      className="fixed inset-x-4 top-1/2 m-0 mx-auto max-h-[85dvh] w-auto max-w-[420px] -translate-y-1/2 overflow-y-auto rounded-3xl border border-border bg-surface p-0 text-foreground shadow-float backdrop:bg-overlay motion-safe:animate-pop-in"
    >
      <div className="relative p-6">
        <div className="mb-4 flex flex-col gap-1.5 pr-8">
          <h2 id={titleId} className="text-xl font-semibold tracking-tight">
            {title}
          </h2>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        </div>
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
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button onClick={dismiss} className="w-full">
            Got it
          </Button>
        </div>
        <CloseButton onClick={dismiss} className="absolute top-3 right-3" />
      </div>
    </dialog>
  );
}
