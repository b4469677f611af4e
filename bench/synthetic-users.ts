import { CATEGORY_IDS, type CategoryId } from "@down/common/categories";
import { RESPONSES, type Response } from "@down/common/constants";
import { allQuestions } from "@down/common/questions";

/** 16 categories × 60 questions: the bank's first 60 of each, so the server's layout knows every id. */
export const QUESTIONS_PER_CATEGORY = 60;
export const BENCH_QUESTIONS = CATEGORY_IDS.map((c) => allQuestions(c).slice(0, QUESTIONS_PER_CATEGORY));

export interface SyntheticAnswer {
  questionId: string;
  categoryId: CategoryId;
  response: Response;
}

/** Deterministic PRNG (mulberry32), so every run and both stores see the same people. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each question has a popular answer, so scores spread the way real ones do instead of all near 25%. */
const popular = BENCH_QUESTIONS.map((list, c) => list.map((_, i) => RESPONSES[(c * 7 + i * 13) % 4]!));

/**
 * 20–320 answers, given the way the app asks: sessions of 20 in a category, built-ins first, then reserve
 * questions when the category is answered again.
 */
export function syntheticAnswers(next: () => number): SyntheticAnswer[] {
  const target = 20 + Math.floor(next() * 301);
  const answeredIn = new Array<number>(CATEGORY_IDS.length).fill(0);
  const out: SyntheticAnswer[] = [];
  while (out.length < target) {
    const c = Math.floor(next() * CATEGORY_IDS.length);
    const start = answeredIn[c]!;
    if (start >= QUESTIONS_PER_CATEGORY) continue;
    const take = Math.min(20, target - out.length);
    for (let i = start; i < start + take; i++) {
      const q = BENCH_QUESTIONS[c]![i]!;
      const response = next() < 0.45 ? popular[c]![i]! : RESPONSES[Math.floor(next() * 4)]!;
      out.push({ questionId: q.id, categoryId: q.categoryId, response });
    }
    answeredIn[c] = start + take;
  }
  return out;
}

const GENDERS = ["Male", "Female", "Male", "Female", "Non-binary"] as const;
const INTERESTS = [["Women"], ["Men"], ["Everyone"], ["Women", "Men"]] as const;

export interface SyntheticPerson {
  lat: number;
  lng: number;
  gender: string;
  interestedIn: string[];
}

/** Someone within about 20 miles of (lat, lng). */
export function syntheticPerson(next: () => number, lat: number, lng: number): SyntheticPerson {
  const r = 0.29 * Math.sqrt(next());
  const theta = next() * 2 * Math.PI;
  return {
    lat: lat + r * Math.cos(theta),
    lng: lng + (r * Math.sin(theta)) / Math.cos((lat * Math.PI) / 180),
    gender: GENDERS[Math.floor(next() * GENDERS.length)]!,
    interestedIn: [...INTERESTS[Math.floor(next() * INTERESTS.length)]!],
  };
}

/**
 * Someone in a country-wide population: a share `nearShare` uniformly within `nearMiles` of (lat, lng),
 * the rest uniformly over the continental United States (a few of those land near too, ~0.04%).
 */
export function spreadPerson(
  next: () => number,
  centre: { lat: number; lng: number },
  nearShare: number,
  nearMiles: number,
): SyntheticPerson {
  const near = next() < nearShare;
  let lat: number;
  let lng: number;
  if (near) {
    const r = (nearMiles / 69.09) * Math.sqrt(next());
    const theta = next() * 2 * Math.PI;
    lat = centre.lat + r * Math.cos(theta);
    lng = centre.lng + (r * Math.sin(theta)) / Math.cos((centre.lat * Math.PI) / 180);
  } else {
    lat = 25 + next() * 24;
    lng = -124 + next() * 57;
  }
  return {
    lat,
    lng,
    gender: GENDERS[Math.floor(next() * GENDERS.length)]!,
    interestedIn: [...INTERESTS[Math.floor(next() * INTERESTS.length)]!],
  };
}
