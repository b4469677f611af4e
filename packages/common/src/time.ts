/**
 * Lengths of time in milliseconds, written once for the server and the web app (issue 24 found `DAY_MS` defined
 * ten times). Clock arithmetic in this repository is in UTC milliseconds, where a day is always 24 hours.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
