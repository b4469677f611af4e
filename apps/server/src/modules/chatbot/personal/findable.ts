import { CATEGORIES } from "@down/common/categories";
import { MAX_AGE, MIN_AGE, UNLIMITED_RADIUS } from "@down/common/constants";
import { missingProfileItems, missingProfileWords, profileGaps } from "@down/common/profile-ready";
import { answerSummary } from "../../answers/answers.service";
import { getPreferences } from "../../preferences/preferences.service";
import { getOwnProfile } from "../../profiles/profiles.service";
import { type PeopleDeps, resultsPage } from "./people";
import { plural } from "./words";

const EDIT_PROFILE = "[Edit Profile](/profile/personal)";
const SETTINGS = "[Open Settings](/settings)";
const EXPLORE = "[Open Explore](/explore)";

/** Everything the two answers below read about the asker, once. */
async function standing(deps: PeopleDeps, userId: string) {
  const [profile, prefs, answers] = await Promise.all([
    getOwnProfile(deps.db, userId),
    getPreferences(deps.db, userId),
    answerSummary(deps.db, userId),
  ]);
  const answered = answers.categories.filter((c) => c.dCount + c.oCount + c.wCount + c.nCount > 0).length;
  return { profile, prefs, answerCount: answers.answerCount, categoriesAnswered: answered };
}

const radiusWords = (miles: number) => (miles >= UNLIMITED_RADIUS ? "any distance" : `${miles} miles`);

/**
 * "Why can't I see anyone": what keeps people off this person's Results, in the order the search applies it
 * (search.service.ts and matching/candidate-search.ts): a profile without name or age may not search, results
 * are people answered alike so no answers means nobody, interested-in and gender are honoured both ways, then
 * 'Who I want to see', then the radius (widened on an empty town, decision 024). What keeps others from
 * seeing them (paused, hidden) follows, since "nobody shows up" often means nobody comes to them.
 */
export async function whyNoOne(deps: PeopleDeps, userId: string): Promise<string> {
  const { profile, prefs, answerCount } = await standing(deps, userId);
  const blockers: string[] = [];
  const gaps = profileGaps(profile);
  if (gaps.length > 0)
    blockers.push(
      `Your profile has no ${gaps.length === 2 ? "name or age" : gaps[0] === "name" ? "name" : `age (${MIN_AGE} or older)`} yet, and Results stays closed until it has both: add ${missingProfileWords(gaps)} in ${EDIT_PROFILE}.`,
    );
  if (answerCount === 0)
    blockers.push(
      `You haven't answered any questions yet. Results lists people you answered alike with, so answer a category first. ${EXPLORE}`,
    );
  if (profile.interestedIn.length === 0)
    blockers.push(`You haven't said who you're interested in, so nobody fits. Choose in ${EDIT_PROFILE}.`);
  if (!profile.gender)
    blockers.push(
      `Without a gender on your profile only people interested in Everyone can fit you, both ways. Add it in ${EDIT_PROFILE}.`,
    );
  const page = gaps.length === 0 ? await resultsPage(deps, userId, "nearest") : null;
  if (prefs.verifiedOnly)
    blockers.push(
      `Verified people only is on in Who I want to see, which leaves out everyone not verified. ${SETTINGS}`,
    );
  if (prefs.ageMin > MIN_AGE || prefs.ageMax < MAX_AGE)
    blockers.push(
      `Who I want to see is set to ages ${prefs.ageMin}–${prefs.ageMax}; people without an age, or outside it, don't show. ${SETTINGS}`,
    );
  if (page && answerCount > 0) {
    if (page.total === 0)
      blockers.push(
        `Nobody who fits is in range yet, even at any distance. Try again soon, and answer more categories so more people overlap with you. ${EXPLORE}`,
      );
    else if (page.widenedFrom !== null && page.widenedFrom !== undefined)
      blockers.push(
        `Only ${plural(page.ownRadiusTotal ?? 0, "person", "people")} within your ${radiusWords(page.widenedFrom)}, so Results reaches out to ${radiusWords(page.radiusUsed ?? UNLIMITED_RADIUS)}. Widen Distance in ${SETTINGS}.`,
      );
  }
  if (profile.paused)
    blockers.push(
      `Your account is paused: nobody new can find you or send you match requests. Turn off Pause my account in ${SETTINGS}.`,
    );
  else if (!profile.appearInSearches)
    blockers.push(`Appear in searches is off, so you don't show up for anyone. Turn it on in ${SETTINGS}.`);
  if (!profile.paused && !profile.acceptingMatches)
    blockers.push(`Accepting new matches is off, so nobody can send you a request. ${SETTINGS}`);
  if (profile.underReview)
    blockers.push("Your profile is out of sight while a moderator checks a report; you'll hear when it's done.");
  if (blockers.length === 0) {
    const count = page ? plural(page.total, "person", "people") : "People";
    return `Nothing is blocking you: ${count} show up in your results right now. If they don't on your screen, pull to refresh. [Open Results](/results)`;
  }
  const [first, ...rest] = blockers;
  const more = rest.length > 0 ? ` Also: ${rest.join(" ")}` : "";
  return `Here's what's keeping people off your results, most important first. ${first}${more}`;
}

/** "How can more people find me": what the asker's profile is missing, the switches first, then the gaps. */
export async function beFound(deps: PeopleDeps, userId: string): Promise<string> {
  const { profile, prefs, answerCount, categoriesAnswered } = await standing(deps, userId);
  const steps: string[] = [];
  if (profile.paused)
    steps.push(`Unpause your account (Pause my account in ${SETTINGS}): while paused nobody finds you.`);
  else if (!profile.appearInSearches)
    steps.push(`Turn on Appear in searches in ${SETTINGS}: it's off, so nobody finds you.`);
  if (!profile.paused && !profile.acceptingMatches)
    steps.push(`Turn on Accepting new matches in ${SETTINGS}, so people who find you can send a request.`);
  const missing = missingProfileItems(profile);
  if (missing.length > 0)
    steps.push(
      `Add ${missingProfileWords(missing)} in ${EDIT_PROFILE}${profileGaps(profile).length > 0 ? ": without a name and age nobody can see you at all" : ""}.`,
    );
  if (answerCount < 20 || categoriesAnswered < 4)
    steps.push(
      `Answer more questions: you've answered ${plural(answerCount, "question")} in ${categoriesAnswered} of ${CATEGORIES.length} categories, and people only see you when you answered something alike. ${EXPLORE}`,
    );
  if (!profile.bio?.trim()) steps.push(`Write a short bio in ${EDIT_PROFILE}: it's what people read after your score.`);
  if (profile.photos.length === 1) steps.push("Add a second photo or more: a single photo gets fewer requests.");
  if (!profile.verified)
    steps.push(`Verify your photo in ${EDIT_PROFILE}: people with Verified people only on can then see you.`);
  if (prefs.verifiedOnly || prefs.ageMin > MIN_AGE || prefs.ageMax < MAX_AGE)
    steps.push(`Who I want to see works both ways: widening it lets more people see you too. ${SETTINGS}`);
  if (steps.length === 0)
    return "Your profile is complete and findable. To reach more people: answer more categories (more overlap, higher scores) and widen your Distance in [Open Settings](/settings).";
  return `To be found by more people: ${steps
    .slice(0, 5)
    .map((s, i) => `${i + 1}. ${s}`)
    .join(" ")}`;
}
