import { YOUR_TURN_LIMIT } from "@down/common/schemas/matches";
import { listDates } from "../../dates/dates.service";
import { listInvites } from "../../dates/invites.service";
import { listLikesYou, listMatches } from "../../matches/matches.service";
import { listConversations } from "../../messages/conversations.service";
import type { KnownPerson, PeopleDeps } from "./people";
import { listInWords, person, plural } from "./words";

/** At most this many names per line; the rest are "and 3 more". */
const NAMES_SHOWN = 3;

function names(list: readonly string[]): string {
  const shown = list.slice(0, NAMES_SHOWN).map(person);
  const rest = list.length - shown.length;
  return listInWords(rest > 0 ? [...shown, `${rest} more`] : shown);
}

/**
 * "What's waiting on me": the same lists the screens show (Matches' Your turn and Likes you, My Dates'
 * invites and its completed dates without the asker's review), blocked people already left out by each.
 */
export async function waitingOnMe(deps: PeopleDeps, userId: string): Promise<string> {
  const [matches, likes, invites, dates] = await Promise.all([
    listMatches(deps, userId),
    listLikesYou(deps, userId, { limit: 50 }),
    listInvites(deps.db, userId),
    listDates(deps.db, userId),
  ]);
  const lines: string[] = [];
  const replies = matches.filter((m) => m.yourTurn);
  const [firstReply] = replies;
  if (firstReply)
    lines.push(
      `${plural(replies.length, "reply", "replies")} (Your turn): ${names(replies.map((m) => m.profile?.name ?? "a match"))}. [Message ${person(firstReply.profile?.name ?? "them")}](/messages/${firstReply.toUserId})`,
    );
  const invitesIn = invites.filter((i) => i.status === "pending" && i.direction === "received");
  if (invitesIn.length > 0)
    lines.push(
      `${plural(invitesIn.length, "date invite")} to answer, from ${names(invitesIn.map((i) => i.other.name ?? "a match"))}. [Open My Dates](/my-dates)`,
    );
  const requests = likes.items;
  if (requests.length > 0)
    lines.push(
      `${plural(requests.length, "match request")}${likes.nextCursor ? " or more" : ""} (Likes you), from ${names(requests.map((r) => r.profile.name ?? "someone"))}. [Open Matches](/matches)`,
    );
  const reviews = dates.filter((d) => d.status === "completed" && !d.reviewedByMe);
  if (reviews.length > 0)
    lines.push(
      `${plural(reviews.length, "review")} to write, for your date with ${names(reviews.map((d) => d.other.name ?? "your match"))}. [Open My Dates](/my-dates)`,
    );
  if (lines.length === 0)
    return "Nothing is waiting on you: no replies, date invites, match requests or reviews. [Open Matches](/matches)";
  const limit =
    replies.length >= YOUR_TURN_LIMIT
      ? ` With ${YOUR_TURN_LIMIT} or more matches waiting on your reply, answer or close one before sending new match requests.`
      : "";
  return `Waiting on you: ${lines.map((l, i) => `${i + 1}. ${l}`).join(" ")}${limit}`;
}

/**
 * "My match isn't replying": the matches whose last line is the asker's (the conversations list the Messages
 * screen shows), with the gentle steps DOWN allows. `about` narrows it to the person the asker named.
 */
export async function notReplying(deps: PeopleDeps, userId: string, about: KnownPerson | null): Promise<string> {
  const { items } = await listConversations(deps.db, userId, 50);
  const waiting = items.filter((c) => c.last?.senderId === userId && (!about || c.otherId === about.id));
  const advice =
    "Give it a day or two: people answer when they can. Then one gentle nudge is fine, or send a custom question (the question button in the chat): a D, O, W or N answer is easy to give. Don't send several messages in a row, and if they still don't answer, let it go: there are more people on your results.";
  const [first] = waiting;
  if (about && !first) {
    const theirs = items.find((c) => c.otherId === about.id);
    if (theirs?.last && theirs.last.senderId !== userId)
      return `${person(about.name)} wrote last, so it's your turn to reply. [Message ${person(about.name)}](/messages/${about.id})`;
    if (!theirs?.last)
      return `Nobody has written yet between you and ${person(about.name)}. Say hi first! [Message ${person(about.name)}](/messages/${about.id})`;
  }
  if (!first)
    return `None of your matches is waiting on a reply from you or owes you one right now. ${advice} [Open Messages](/messages)`;
  const who =
    waiting.length === 1 ? person(first.name ?? "Your match") : `${names(waiting.map((c) => c.name ?? "a match"))}`;
  const verb = waiting.length === 1 ? "hasn't" : "haven't";
  return `${who} ${verb} answered your last message yet. ${advice} [Message ${person(first.name ?? "them")}](/messages/${first.otherId})`;
}
