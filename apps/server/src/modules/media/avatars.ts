import { lorelei, notionists, personas } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";

/** Offline portrait art for demo people (the machine has no network images). */
export const AVATAR_STYLES = ["lorelei", "notionists", "personas"] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];

const backgrounds = ["fde2e4", "e2ece9", "dfe7fd", "fff1e6", "f0efeb", "eae4e9", "cddafd", "bee1e6"];

export function avatarSvg(style: AvatarStyle, seed: string): string {
  const options = { seed, size: 512, backgroundColor: backgrounds, radius: 0 };
  // Each style has its own option type, so each call is spelled out.
  if (style === "lorelei") return createAvatar(lorelei, options).toString();
  if (style === "notionists") return createAvatar(notionists, options).toString();
  return createAvatar(personas, options).toString();
}

export const avatarUrl = (style: AvatarStyle, seed: string) =>
  `/media/avatars/${style}/${encodeURIComponent(seed)}.svg`;
