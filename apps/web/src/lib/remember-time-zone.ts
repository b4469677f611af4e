import { TIME_ZONE_COOKIE } from "@down/common/first-screen";

/**
 * The browser's offset from UTC now, as "+09:00". Not its IANA zone: asking Intl for that loads the time
 * zone data, a long task on a slow phone at every start; the offset differs from the zone only for dates
 * on the other side of a daylight-saving change, which the browser then simply redraws.
 */
export function utcOffset(date: Date = new Date()): string {
  const minutes = -date.getTimezoneOffset();
  const whole = Math.abs(minutes);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${two(Math.floor(whole / 60))}:${two(whole % 60)}`;
}

/** Tells the server the zone this browser shows dates in, for the next page it paints. */
export function rememberTimeZone(): void {
  const cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(utcOffset())}`;
  if (document.cookie.split("; ").includes(cookie)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = `${cookie}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
