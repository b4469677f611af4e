import { TIMINGS } from "@down/common/constants";
import { useEffect, useState } from "react";

/**
 * True while the page scrolls and for the scroll-hide delay (docs/product.md#constants) after, so the bottom bar gets out of the way
 * of the content being read and comes back once scrolling stops.
 */
export function useHideWhileScrolling(delayMs: number = TIMINGS.scrollHideDelayMs): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setHidden(true);
      clearTimeout(timer);
      timer = setTimeout(() => setHidden(false), delayMs);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
    };
  }, [delayMs]);
  return hidden;
}
