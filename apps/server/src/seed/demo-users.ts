import { CATEGORIES, type CategoryId } from "@down/common/categories";
import { RESPONSES, type Response } from "@down/common/constants";
import { snapToCell } from "@down/common/geo-grid";
import { PROFILE_OPTIONS } from "@down/common/profile-options";
import { builtInQuestions } from "@down/common/questions";
import { portraitUrls } from "../modules/media/avatars";
import * as people from "./demo-people";
import type { Random } from "./random";

export interface DemoUser {
  phone: string;
  profile: {
    name: string;
    age: number;
    gender: string;
    interestedIn: string[];
    location: string;
    latitude: number;
    longitude: number;
    bio: string;
    interests: string[];
    photos: string[];
    occupation: string;
    education: string;
    height: string;
    lookingFor: string;
    bodyType: string;
    ethnicity: string;
    languages: string[];
    smoking: string;
    drinking: string;
    wantsKids: string;
    zodiacSign: string;
    religion: string;
    politicalViews: string;
    responseRate: number;
    verified: boolean;
  };
  answers: Array<{ questionId: string; categoryId: CategoryId; response: Response }>;
}

/** Demo numbers: 555-0100..0199 in three Middle Tennessee area codes (reserved for fiction). */
export function demoPhone(index: number): string {
  const areaCodes = ["615", "629", "931"];
  return `+1${areaCodes[Math.floor(index / 100)]}5550${String(100 + (index % 100)).slice(0, 3)}`;
}

/** Within ~4 miles of a town centre, so distances vary but stay local. */
function nearTown(random: Random) {
  const town = random.weighted(people.TOWNS, (t) => t.weight);
  const miles = random.next() * 4;
  const bearing = random.next() * 2 * Math.PI;
  const lat = town.lat + (miles / 69) * Math.cos(bearing);
  const lng = town.lng + (miles / (69 * Math.cos((town.lat * Math.PI) / 180))) * Math.sin(bearing);
  // Stored as every person's position is: the centre of its one-mile cell (docs/decisions/004).
  return { town: town.name, ...snapToCell(lat, lng) };
}

function genderAndInterest(random: Random): { gender: string; interestedIn: string[]; name: string } {
  const roll = random.next();
  if (roll < 0.46) {
    const into = random.next() < 0.85 ? ["Men"] : random.next() < 0.5 ? ["Everyone"] : ["Men", "Women"];
    return { gender: "Female", interestedIn: into, name: random.pick(people.WOMEN_NAMES) };
  }
  if (roll < 0.92) {
    const into = random.next() < 0.85 ? ["Women"] : random.next() < 0.5 ? ["Everyone"] : ["Men"];
    return { gender: "Male", interestedIn: into, name: random.pick(people.MEN_NAMES) };
  }
  return { gender: "Non-binary", interestedIn: ["Everyone"], name: random.pick(people.NONBINARY_NAMES) };
}

/**
 * A handful of temperaments. Each demo person mostly answers from one, so two adventurers score high
 * together, an adventurer and a homebody low, and DOWN SCOREs span the range instead of clustering.
 */
export const PERSONALITIES = {
  adventurer: { D: 7, O: 2, W: 1.5, N: 0.5 },
  dreamer: { D: 1, O: 2, W: 7, N: 0.5 },
  "open book": { D: 1.5, O: 7, W: 1.5, N: 0.5 },
  homebody: { D: 1, O: 1.5, W: 1, N: 6 },
  "old hand": { D: 5, O: 0.5, W: 0.5, N: 4 },
} as const satisfies Record<string, Record<Response, number>>;
export type Personality = keyof typeof PERSONALITIES;
const PERSONALITY_NAMES = Object.keys(PERSONALITIES) as Personality[];

/** Each temperament's own answer to every question, drawn once from its leaning. */
export type Stances = Record<Personality, Map<string, Response>>;

/**
 * Answers from the person's temperament: its stance on each question, kept with the person's own
 * conformity (70–98 %), otherwise any answer. Two conformists of one temperament score high together,
 * people of different temperaments low, and everything in between occurs.
 */
function answersFor(random: Random, stances: Stances, personality: Personality) {
  const categoryCount = random.int(3, 10);
  const chosen = random.sample(CATEGORIES, categoryCount);
  const conformity = 0.7 + random.next() * 0.28;
  const stance = stances[personality];
  const answers: DemoUser["answers"] = [];
  for (const category of chosen) {
    for (const question of builtInQuestions(category.id)) {
      if (random.next() < 0.1) continue;
      const response: Response = random.next() < conformity ? (stance.get(question.id) ?? "O") : random.pick(RESPONSES);
      answers.push({ questionId: question.id, categoryId: category.id, response });
    }
  }
  return answers;
}

/** How often a temperament takes the common view of a question rather than its own leaning. */
const SHARED_VIEW = 0.15;

export function temperamentStances(random: Random): Stances {
  const common = new Map<string, Response>();
  for (const category of CATEGORIES) {
    for (const question of builtInQuestions(category.id)) {
      common.set(
        question.id,
        random.weighted(RESPONSES, (r) => ({ D: 4, O: 4, W: 3, N: 1 })[r]),
      );
    }
  }
  const stances = {} as Stances;
  for (const name of PERSONALITY_NAMES) {
    const leaning = PERSONALITIES[name];
    const stance = new Map<string, Response>();
    for (const [questionId, view] of common) {
      stance.set(questionId, random.next() < SHARED_VIEW ? view : random.weighted(RESPONSES, (r) => leaning[r]));
    }
    stances[name] = stance;
  }
  return stances;
}

export function makeDemoUser(random: Random, index: number, stances: Stances): DemoUser {
  const who = genderAndInterest(random);
  const place = nearTown(random);
  // One face per person in every photo: one style, one seed, and only the look changes (media/avatars.ts).
  const presenting = who.gender === "Female" ? "w" : who.gender === "Male" ? "m" : "x";
  const photos = portraitUrls(`${presenting}-${who.name}-${index}`);
  // The three draws that once chose three styles, still made, so every other detail of the demo town (and
  // the journeys that sign in as its people) stays as it was.
  random.next();
  random.sample([0, 1, 2], 2);
  const bio = [random.pick(people.BIO_OPENERS), random.pick(people.BIO_MIDDLES), random.pick(people.BIO_CLOSERS)]
    .filter(Boolean)
    .join(" ");
  return {
    phone: demoPhone(index),
    profile: {
      name: `${who.name} ${random.pick(people.LAST_INITIALS)}.`,
      age: random.int(21, 52),
      gender: who.gender,
      interestedIn: who.interestedIn,
      location: `${place.town}, TN`,
      latitude: place.lat,
      longitude: place.lng,
      bio,
      interests: random.sample(people.INTERESTS, random.int(3, 7)),
      photos,
      occupation: random.pick(people.OCCUPATIONS),
      education: random.pick(people.EDUCATION),
      height: random.pick(
        PROFILE_OPTIONS.height.slice(who.gender === "Male" ? 12 : 6, who.gender === "Male" ? 30 : 22),
      ),
      lookingFor: random.pick(PROFILE_OPTIONS.lookingFor),
      bodyType: random.pick(PROFILE_OPTIONS.bodyType),
      ethnicity: random.pick(people.ETHNICITIES),
      languages: ["English", ...(random.next() < 0.3 ? [random.pick(people.LANGUAGES.slice(1))] : [])],
      smoking: random.weighted(PROFILE_OPTIONS.smoking, (s) => (s === "Never" ? 6 : 1)),
      drinking: random.pick(PROFILE_OPTIONS.drinking),
      wantsKids: random.pick(PROFILE_OPTIONS.wantsKids),
      zodiacSign: random.pick(PROFILE_OPTIONS.zodiacSign),
      religion: random.pick(PROFILE_OPTIONS.religion),
      politicalViews: random.pick(PROFILE_OPTIONS.politicalViews),
      responseRate: random.int(40, 100),
      verified: random.next() < 0.4,
    },
    answers: answersFor(random, stances, random.pick(PERSONALITY_NAMES)),
  };
}
