import { Ban, Flag } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { useLocation } from "wouter";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { useBackCloses } from "@/lib/back-closes";
import { type SafetyMenuProps, shownName, TriggerIcon, triggerClasses, triggerLabel } from "./safety-menu-trigger";

// Most visits never block or report: the dialogs (and the report's reasons schema) load on first use.
const BlockDialog = lazyDialog(async () => (await import("./block-dialog")).BlockDialog);
const ReportDialog = lazyDialog(async () => (await import("./report-dialog")).ReportDialog);

const itemClasses =
  "flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-xl px-3 text-base outline-none data-[highlighted]:bg-surface-muted";

/** The menu itself (radix's DropdownMenu), loaded when the ⋯ button is first pressed (safety-menu.tsx). */
export function SafetyMenuContent({ userId, name, leaveTo = "/matches", onDone, items = [] }: SafetyMenuProps) {
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<"block" | "report" | null>(null);
  // Mounted by the press that asked for it, so it opens at once; the phone's Back closes it like a dialog.
  const [menuOpen, setMenuOpen] = useState(true);
  useBackCloses(menuOpen, () => setMenuOpen(false));
  const shown = shownName(name);
  const done = onDone ?? (() => navigate(leaveTo, { replace: true }));

  return (
    <>
      <DropdownMenu.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenu.Trigger aria-label={triggerLabel(name)} className={triggerClasses}>
          <TriggerIcon />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-52 rounded-2xl border border-border bg-surface p-1.5 text-foreground shadow-float data-[state=open]:animate-fade-in"
          >
            {items.map(({ label, icon: Icon, onSelect }) => (
              <DropdownMenu.Item key={label} className={itemClasses} onSelect={onSelect}>
                <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
                {label}
              </DropdownMenu.Item>
            ))}
            {items.length > 0 ? <DropdownMenu.Separator className="my-1 h-px bg-border" /> : null}
            <DropdownMenu.Item className={itemClasses} onSelect={() => setDialog("block")}>
              <Ban className="size-5 text-muted-foreground" aria-hidden="true" />
              Block
            </DropdownMenu.Item>
            <DropdownMenu.Item className={`${itemClasses} text-destructive`} onSelect={() => setDialog("report")}>
              <Flag className="size-5" aria-hidden="true" />
              Report
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <BlockDialog
        open={dialog === "block"}
        onOpenChange={(open) => setDialog(open ? "block" : null)}
        userId={userId}
        name={shown}
        onBlocked={done}
      />
      <ReportDialog
        open={dialog === "report"}
        onOpenChange={(open) => setDialog(open ? "report" : null)}
        userId={userId}
        name={shown}
        onReported={done}
      />
    </>
  );
}
