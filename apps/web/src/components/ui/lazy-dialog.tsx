import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog whose code (radix's focus trap, scroll lock and the dialog's own form) loads the first time it
 * opens, not with the screen: most visits to a list never open one, and a phone pays for every kilobyte of
 * the first screen's code before its first card can paint. Once open it stays mounted, so it can animate
 * closed and open again at once.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
