import { useEffect, useRef } from "react";

/**
 * Calls `onVisible` when the end of the list comes within a screen of view, so the next page is usually
 * there before the user reaches it.
 */
export function LoadMoreSentinel({ onVisible, disabled }: { onVisible: () => void; disabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || disabled || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onVisible(), {
      rootMargin: "0px 0px 100% 0px",
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [onVisible, disabled]);
  return <div ref={ref} aria-hidden="true" className="h-px" />;
}
