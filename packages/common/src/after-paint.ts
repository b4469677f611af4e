/**
 * The rel of the page's `<link>`s naming the app's code (decision 015): no browser acts on it, and the entry
 * turns each into a modulepreload once the page has painted, so the code never competes with that paint.
 * A module of its own so the entry, which imports it, carries nothing else.
 */
export const AFTER_PAINT_REL = "modulepreload-after-paint";
