import type { Response } from "@down/common/constants";

/**
 * One colour per answer, used on the swipe deck, its buttons and the "matched on" badges, so a letter
 * reads the same everywhere. Solid fills carry white text at AA contrast in both themes.
 */
export const RESPONSE_TONE: Record<Response, { solid: string; soft: string }> = {
  D: { solid: "bg-emerald-700 text-white", soft: "bg-emerald-600/12 text-emerald-700 dark:text-emerald-300" },
  O: { solid: "bg-sky-700 text-white", soft: "bg-sky-600/12 text-sky-700 dark:text-sky-300" },
  W: { solid: "bg-amber-700 text-white", soft: "bg-amber-600/14 text-amber-800 dark:text-amber-300" },
  N: { solid: "bg-slate-600 text-white", soft: "bg-slate-500/14 text-slate-700 dark:text-slate-300" },
};
