/**
 * A DOWN SCORE in plain words (docs/product.md#profile-card). The score weighs answers given alike by what
 * they say (Done 4, Open 3, Want 2, Never 1) over everything both answered, so a high score means the same
 * things done and wanted, a low one mostly different answers. Lower bounds, highest first.
 */
export const SCORE_BANDS: ReadonlyArray<{ from: number; reading: string }> = [
  { from: 80, reading: "you've done and want nearly all the same things" },
  { from: 60, reading: "you've done and want the same things" },
  { from: 40, reading: "you agree on a fair share of what you've both answered" },
  { from: 20, reading: "you agree on some things, differ on more" },
  { from: 0, reading: "you differ on most of what you've both answered" },
];

/** The band's words for a score of 0–100 (clamped, so a stray value still reads sensibly). */
export function scoreReading(score: number): string {
  const value = Number.isFinite(score) ? Math.min(100, Math.max(0, score)) : 0;
  return (SCORE_BANDS.find((band) => value >= band.from) ?? SCORE_BANDS[SCORE_BANDS.length - 1])!.reading;
}

/** "11% — you differ on most of what you've both answered". */
export function scoreWithReading(score: number): string {
  return `${Math.round(score)}% — ${scoreReading(score)}`;
}
