import { type ClassValue, clsx } from "clsx";
import { type Config, createTailwindMerge, type DefaultClassGroupIds, getDefaultConfig } from "tailwind-merge";
import { USED_CLASS_GROUPS } from "./tailwind-class-groups";

type GroupConfig = Config<string, string>;

/**
 * tailwind-merge's default config with only the given class groups. Its first merge builds a lookup of
 * every group it knows, a long task on a slow phone at the start of every signed-in screen; this app uses
 * about a third of Tailwind's groups, and the lookup of those is a third of the work.
 */
export function onlyClassGroups(config: GroupConfig, groups: ReadonlySet<string>): GroupConfig {
  const kept = <T>(record: Partial<Record<string, T>>): Record<string, T> => {
    const entries = Object.entries(record).filter((entry): entry is [string, T] => groups.has(entry[0]));
    return Object.fromEntries(entries);
  };
  const keptLists = (record: Partial<Record<string, readonly string[]>>) =>
    Object.fromEntries(
      Object.entries(kept(record)).map(([group, others]) => [group, others.filter((other) => groups.has(other))]),
    );
  return {
    ...config,
    classGroups: kept(config.classGroups),
    conflictingClassGroups: keptLists(config.conflictingClassGroups),
    conflictingClassGroupModifiers: keptLists(config.conflictingClassGroupModifiers),
    postfixLookupClassGroups: config.postfixLookupClassGroups?.filter((group) => groups.has(group)),
  };
}

const usedGroups: ReadonlySet<DefaultClassGroupIds> = new Set(USED_CLASS_GROUPS);
let preparedConfig: GroupConfig | undefined;
const appConfig = () => (preparedConfig ??= onlyClassGroups(getDefaultConfig(), usedGroups));
const twMerge = createTailwindMerge(appConfig);

/**
 * Builds the merge's config and then its lookup ahead of the first cn(), each in a task of its own. Left to
 * the first cn(), both ran inside a slice of the first screen's render (≈ 16 ms of CPU on this VM, a long
 * task on a slow phone: issue 28, item 4, bench/README.md "Web"); the signed-in app starts this as its code
 * arrives, and whichever comes first, this or a render, builds them once.
 */
export function prepareClassMerge(): void {
  setTimeout(() => {
    appConfig();
    setTimeout(() => twMerge(""), 0);
  }, 0);
}

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
