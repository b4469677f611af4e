import { useEffect, useState } from "react";

export interface VisibleArea {
  /** Height of what the person can see, in CSS px: smaller than the window while the on-screen keyboard is up. */
  height: number;
  /** How much of the window's bottom is covered (the keyboard), in CSS px. */
  bottomInset: number;
}

function measure(): VisibleArea {
  const vv = window.visualViewport;
  if (!vv) return { height: window.innerHeight, bottomInset: 0 };
  return { height: vv.height, bottomInset: Math.max(0, window.innerHeight - vv.height - vv.offsetTop) };
}

/**
 * The visual viewport, kept current. Mobile browsers open the keyboard over the page without resizing the
 * layout, so a panel sized by the window alone would have its input hidden behind the keyboard.
 */
export function useVisualViewport(): VisibleArea {
  const [area, setArea] = useState(measure);
  useEffect(() => {
    const update = () =>
      setArea((prev) => {
        const next = measure();
        return prev.height === next.height && prev.bottomInset === next.bottomInset ? prev : next;
      });
    const vv = window.visualViewport;
    vv?.addEventListener("resize", update);
    vv?.addEventListener("scroll", update);
    window.addEventListener("resize", update);
    update();
    return () => {
      vv?.removeEventListener("resize", update);
      vv?.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  return area;
}
