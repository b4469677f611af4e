import { Ellipsis, type LucideIcon } from "lucide-react";

// The closed menu's button and what the loaded menu shares with it live here, apart from both, so the lazily
// loaded menu (safety-menu-content.tsx) does not import back the file that loads it (no import cycle).

export interface SafetyMenuProps {
  userId: string;
  /** Shown in the menu and dialogs; null when the person has not given a name. */
  name: string | null;
  /** Where to go after blocking or reporting (ignored when onDone is given). */
  leaveTo?: string;
  onDone?: () => void;
  /** What else the screen offers for this person, above Block and Report (the chat's Invite, View profile). */
  items?: ReadonlyArray<SafetyMenuItem>;
}

export interface SafetyMenuItem {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
}

export const triggerClasses =
  "inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-surface-muted";
/** How the menu and its dialogs name the person: their name, or "this person" when they have not given one. */
export const shownName = (name: string | null) => name?.trim() || "this person";
export const triggerLabel = (name: string | null) => `More options for ${shownName(name)}`;
export const TriggerIcon = () => <Ellipsis className="size-5" aria-hidden="true" />;
