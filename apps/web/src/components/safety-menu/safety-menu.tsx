import { lazy, Suspense, useState } from "react";
import { type SafetyMenuProps, TriggerIcon, triggerClasses, triggerLabel } from "./safety-menu-trigger";

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
