import { DATE_TYPES } from "@down/common/schemas/dates";
import type { dateEvents, dateReviews } from "../db/schema";
import type { seededRandom } from "./random";

type Random = ReturnType<typeof seededRandom>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const PLACES = [
  "Centennial Park",
  "The Gulch",
  "Shelby Bottoms Greenway",
  "Frist Art Museum",
  "Five Points, East Nashville",
  "Percy Warner Park",
  "Ryman Auditorium",
  "12 South",
];
const COMMENTS = [
  "Such easy conversation, the time flew by.",
  "Right on time and really thoughtful. Would go again.",
  "Great energy and a lot of laughs.",
  "Kind, funny and a great listener.",
  "A little late, but worth the wait.",
  "We talked for hours. Highly recommend.",
];
const ACTIVITIES = ["Coffee", "Dinner", "Walk", "Live music", "Museum", "Hike", "Drinks", "Board games"];

export interface DemoPair {
  a: string;
  b: string;
  matchedAt: Date;
}

/**
 * Dates between matched demo people, and the reviews after the completed ones, so every rating and date
 * count in the demo town comes from real rows (profiles' figures are then computed from them).
 */
export function makeDemoDates(random: Random, pairs: DemoPair[], now = Date.now()) {
  // Dates start at 7 pm UTC on whole days, as people plan them, not at the minute the seed ran.
  const today = Math.floor(now / DAY) * DAY;
  const events: Array<typeof dateEvents.$inferInsert & { id: string }> = [];
  const reviews: Array<typeof dateReviews.$inferInsert> = [];
  for (const { a, b, matchedAt } of pairs) {
    const roll = random.next();
    if (roll > 0.65) continue;
    const id = crypto.randomUUID();
    const dateType = random.pick(DATE_TYPES);
    const location = random.pick(PLACES);
    if (roll > 0.5) {
      // Some still ahead, so My Dates has upcoming ones too.
      events.push({
        id,
        userId1: a,
        userId2: b,
        dateType,
        location,
        scheduledAt: new Date(today + random.int(1, 10) * DAY + 19 * HOUR),
        createdAt: matchedAt,
      });
      continue;
    }
    const daysSinceMatch = Math.max(1, Math.floor((now - matchedAt.getTime()) / DAY));
    const matchDay = Math.floor(matchedAt.getTime() / DAY) * DAY;
    const scheduledAt = new Date(matchDay + random.int(1, daysSinceMatch) * DAY + 19 * HOUR);
    if (scheduledAt.getTime() > now - 6 * HOUR) continue;
    const completedAt = new Date(scheduledAt.getTime() + 3 * HOUR);
    events.push({
      id,
      userId1: a,
      userId2: b,
      dateType,
      location,
      scheduledAt,
      status: "completed",
      completedAt,
      createdAt: matchedAt,
    });
    for (const [reviewerId, revieweeId] of [
      [a, b],
      [b, a],
    ] as const) {
      if (random.next() > 0.75) continue;
      const stars = () => random.weighted([5, 4, 3, 2], (n) => ({ 5: 6, 4: 4, 3: 1, 2: 0.3 })[n] ?? 0);
      reviews.push({
        dateEventId: id,
        reviewerId,
        revieweeId,
        ratingOverall: stars(),
        chemistryScore: stars(),
        punctualityScore: stars(),
        comment: random.next() < 0.8 ? random.pick(COMMENTS) : null,
        activitiesCompleted: random.sample(ACTIVITIES, random.int(0, 2)),
        createdAt: new Date(completedAt.getTime() + random.int(1, 20) * HOUR),
      });
    }
  }
  return { events, reviews };
}
