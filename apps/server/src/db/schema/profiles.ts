import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { userRef, users } from "./users";

// What others see of a person, and how they meet it: the profile, its reviews, profile views and favorites.

export const profiles = pgTable(
  "profiles",
  {
    id: id(),
    userId: userRef("user_id").unique(),
    name: text("name"),
    age: integer("age"),
    location: text("location"),
    bio: text("bio"),
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    photos: text("photos").array().notNull().default(sql`'{}'::text[]`),
    verified: boolean("verified").notNull().default(false),
    rating: real("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    dateCount: integer("date_count").notNull().default(0),
    responseRate: integer("response_rate").notNull().default(0),
    distance: integer("distance"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    height: text("height"),
    occupation: text("occupation"),
    education: text("education"),
    lookingFor: text("looking_for"),
    interestedIn: text("interested_in").array().notNull().default(sql`'{Everyone}'::text[]`),
    gender: text("gender"),
    pronouns: text("pronouns"),
    acceptingMatches: boolean("accepting_matches").notNull().default(true),
    appearInSearches: boolean("appear_in_searches").notNull().default(true),
    /** 'Pause my account': out of search and new matches, chats kept; the two switches above stay as set. */
    paused: boolean("paused").notNull().default(false),
    pushNotifications: boolean("push_notifications").notNull().default(true),
    /**
     * Out of search until a moderator decides (an 'underage' report), and for good after a ban. Kept on
     * profiles so the matching journal's triggers see the change like any other search field.
     */
    moderationHold: boolean("moderation_hold").notNull().default(false),
    smoking: text("smoking"),
    drinking: text("drinking"),
    drugs: text("drugs"),
    hasKids: boolean("has_kids"),
    wantsKids: text("wants_kids"),
    religion: text("religion"),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    politicalViews: text("political_views"),
    bodyType: text("body_type"),
    ethnicity: text("ethnicity"),
    zodiacSign: text("zodiac_sign"),
    stdStatus: text("std_status"),
    accessibility: text("accessibility"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("profiles_lat_lng_idx").on(t.latitude, t.longitude)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id").references(() => users.id, { onDelete: "cascade" }),
    reviewerName: text("reviewer_name"),
    reviewerPhoto: text("reviewer_photo"),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
    helpful: integer("helpful").notNull().default(0),
  },
  (t) => [index("reviews_profile_idx").on(t.profileId), index("reviews_reviewer_idx").on(t.reviewerId)],
);

/**
 * One row per viewer, person viewed and UTC day: a day's repeat visits move `viewedAt` (the viewer's
 * Recently viewed order) but count once. A viewer hidden from searches leaves an anonymous row: it keeps
 * their own Recently viewed, and is never counted or told to the person viewed.
 */
export const profileViews = pgTable(
  "profile_views",
  {
    id: id(),
    viewerId: userRef("viewer_id"),
    viewedId: userRef("viewed_id"),
    day: date("day", { mode: "string" }).notNull().default(sql`((now() at time zone 'utc')::date)`),
    anonymous: boolean("anonymous").notNull().default(false),
    createdAt: createdAt(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("profile_views_viewer_viewed_day_uq").on(t.viewerId, t.viewedId, t.day),
    index("profile_views_viewer_idx").on(t.viewerId, t.viewedAt),
    index("profile_views_viewed_idx").on(t.viewedId, t.day),
  ],
);

/** People a user saved with the heart on a card; private to the user. */
export const favorites = pgTable(
  "favorites",
  {
    userId: userRef("user_id"),
    favoriteId: userRef("favorite_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.favoriteId] }), index("favorites_favorite_idx").on(t.favoriteId)],
);
