import { Ellipsis } from "lucide-react";
import { lazy, Suspense, useState } from "react";

export interface SafetyMenuProps {
  userId: string;
  /** Shown in the menu and dialogs; null when the person has not given a name. */
  name: string | null;
  /** Where to go after blocking or reporting (ignored when onDone is given). */
  leaveTo?: string;
  onDone?: () => void;
}

export const triggerClasses =
  "inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-surface-muted";
/** How the menu and its dialogs name the person: their name, or "this person" when they have not given one. */
export const shownName = (name: string | null) => name?.trim() || "this person";
export const triggerLabel = (name: string | null) => `More options for ${shownName(name)}`;
export const TriggerIcon = () => <Ellipsis className="size-5" aria-hidden="true" />;

// The menu (radix's DropdownMenu and what it brings, ≈ 30 KB gzipped) is most of this screen header's code
// and few visits open it: it loads when a press is likely and mounts on the press itself.
const loadMenu = () => import("./safety-menu-content");
const SafetyMenuContent = lazy(async () => ({ default: (await loadMenu()).SafetyMenuContent }));

/**
 * The ⋯ menu for another person (public profile header, chat header): Block, or Report (which also blocks).
 * After either, the person is gone from every list, so the screen showing them is left for `leaveTo`.
 */
export function SafetyMenu(props: SafetyMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <button
      type="button"
      aria-label={triggerLabel(props.name)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={loadMenu}
      onFocus={loadMenu}
      onTouchStart={loadMenu}
      onClick={() => setWanted(true)}
      className={triggerClasses}
    >
      <TriggerIcon />
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <SafetyMenuContent {...props} />
    </Suspense>
  );
}
