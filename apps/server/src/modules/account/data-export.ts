import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as s from "../../db/schema";
import { type ExportSections, hideBlockedPeople } from "./export-blocked";

/**
 * Everything stored about one person, one section per table that references users (the export
 * completeness test fails when a table with such a column has no section here). Each section picks
 * the person's own side: reports they filed but not reports about them, blocks they made but not who
 * blocked them, views of them only when the viewer was not anonymous. Secrets (session and export token
 * hashes, push keys, provider tokens) and the private selfie key are left out.
 */
export async function collectExport(db: Db, userId: string): Promise<ExportSections> {
  const profile = await db.select().from(s.profiles).where(eq(s.profiles.userId, userId));
  const profileIds = profile.map((p) => p.id);
  const [
    users,
    sessions,
    reviewsWritten,
    reviewsReceived,
    userResponses,
    userPreferences,
    customQuestions,
    matchRequests,
    invites,
    dateEvents,
    dateReviews,
    reviewHelpful,
    userAnalytics,
    chatbotMessages,
    messages,
    notifications,
    blocks,
    reports,
    profileViews,
    favorites,
    feedback,
    pushSubscriptions,
    dataExports,
    photoVerifications,
    verificationPoses,
    connectedAccounts,
    allowanceUses,
    moderationActions,
    photoUploadHolds,
    photoScreenings,
    oauthStates,
    knownSignInAddresses,
    knownSignInDevices,
    dateShares,
  ] = await Promise.all([
    db
      .select({ id: s.users.id, phone: s.users.phone, name: s.users.name, createdAt: s.users.createdAt })
      .from(s.users)
      .where(eq(s.users.id, userId)),
    db
      .select({ createdAt: s.sessions.createdAt, expiresAt: s.sessions.expiresAt })
      .from(s.sessions)
      .where(eq(s.sessions.userId, userId)),
    db.select().from(s.reviews).where(eq(s.reviews.reviewerId, userId)),
    profileIds.length ? db.select().from(s.reviews).where(eq(s.reviews.profileId, profileIds[0]!)) : [],
    db.select().from(s.userResponses).where(eq(s.userResponses.userId, userId)),
    db.select().from(s.userPreferences).where(eq(s.userPreferences.userId, userId)),
    db
      .select()
      .from(s.customQuestions)
      .where(or(eq(s.customQuestions.senderId, userId), eq(s.customQuestions.receiverId, userId))),
    db
      .select()
      .from(s.matchRequests)
      .where(or(eq(s.matchRequests.fromUserId, userId), eq(s.matchRequests.toUserId, userId))),
    db
      .select()
      .from(s.invites)
      .where(or(eq(s.invites.senderId, userId), eq(s.invites.receiverId, userId))),
    db
      .select()
      .from(s.dateEvents)
      .where(or(eq(s.dateEvents.userId1, userId), eq(s.dateEvents.userId2, userId))),
    db
      .select()
      .from(s.dateReviews)
      .where(or(eq(s.dateReviews.reviewerId, userId), eq(s.dateReviews.revieweeId, userId))),
    db.select().from(s.reviewHelpful).where(eq(s.reviewHelpful.userId, userId)),
    db.select().from(s.userAnalytics).where(eq(s.userAnalytics.userId, userId)),
    db.select().from(s.chatbotMessages).where(eq(s.chatbotMessages.userId, userId)),
    db
      .select()
      .from(s.messages)
      .where(or(eq(s.messages.senderId, userId), eq(s.messages.receiverId, userId))),
    db.select().from(s.notifications).where(eq(s.notifications.userId, userId)),
    db.select().from(s.blocks).where(eq(s.blocks.blockerId, userId)),
    db.select().from(s.reports).where(eq(s.reports.reporterId, userId)),
    db
      .select()
      .from(s.profileViews)
      .where(
        or(
          eq(s.profileViews.viewerId, userId),
          and(eq(s.profileViews.viewedId, userId), eq(s.profileViews.anonymous, false)),
        ),
      ),
    db.select().from(s.favorites).where(eq(s.favorites.userId, userId)),
    db.select().from(s.feedback).where(eq(s.feedback.userId, userId)),
    db
      .select({ endpoint: s.pushSubscriptions.endpoint, createdAt: s.pushSubscriptions.createdAt })
      .from(s.pushSubscriptions)
      .where(eq(s.pushSubscriptions.userId, userId)),
    db
      .select({ createdAt: s.dataExports.createdAt, expiresAt: s.dataExports.expiresAt })
      .from(s.dataExports)
      .where(eq(s.dataExports.userId, userId)),
    db
      .select({
        id: s.photoVerifications.id,
        pose: s.photoVerifications.pose,
        status: s.photoVerifications.status,
        reason: s.photoVerifications.reason,
        createdAt: s.photoVerifications.createdAt,
        decidedAt: s.photoVerifications.decidedAt,
      })
      .from(s.photoVerifications)
      .where(eq(s.photoVerifications.userId, userId)),
    db
      .select({ pose: s.verificationPoses.pose, issuedAt: s.verificationPoses.issuedAt })
      .from(s.verificationPoses)
      .where(eq(s.verificationPoses.userId, userId)),
    db
      .select({
        provider: s.connectedAccounts.provider,
        topArtists: s.connectedAccounts.topArtists,
        importedPhotos: s.connectedAccounts.importedPhotos,
        connectedAt: s.connectedAccounts.connectedAt,
      })
      .from(s.connectedAccounts)
      .where(eq(s.connectedAccounts.userId, userId)),
    db
      .select({ kind: s.allowanceUses.kind, usedAt: s.allowanceUses.usedAt })
      .from(s.allowanceUses)
      .where(eq(s.allowanceUses.userId, userId)),
    // What moderators decided about the person; which moderator stays with the team.
    db
      .select({ action: s.moderationActions.action, createdAt: s.moderationActions.createdAt })
      .from(s.moderationActions)
      .where(eq(s.moderationActions.targetId, userId)),
    db
      .select({ photos: s.photoUploadHolds.photos, expiresAt: s.photoUploadHolds.expiresAt })
      .from(s.photoUploadHolds)
      .where(eq(s.photoUploadHolds.userId, userId)),
    // New photos waiting for the nudity screen or a moderator (docs/decisions/026-photo-screening.md).
    db
      .select({
        url: s.photoScreenings.url,
        state: s.photoScreenings.state,
        score: s.photoScreenings.score,
        createdAt: s.photoScreenings.createdAt,
      })
      .from(s.photoScreenings)
      .where(eq(s.photoScreenings.userId, userId)),
    // Which provider a sign-in was started with, not the state itself (a secret until it is used).
    db
      .select({ provider: s.oauthStates.provider, expiresAt: s.oauthStates.expiresAt })
      .from(s.oauthStates)
      .where(eq(s.oauthStates.userId, userId)),
    // When the account last signed in from an address or a browser it is remembered at (decision 001); the
    // key is a hash of the number with the address or the browser's token, so it is left out.
    db
      .select({ lastSignedInAt: s.knownSignInAddresses.lastSignedInAt })
      .from(s.knownSignInAddresses)
      .where(eq(s.knownSignInAddresses.userId, userId)),
    db
      .select({ lastSignedInAt: s.knownSignInDevices.lastSignedInAt })
      .from(s.knownSignInDevices)
      .where(eq(s.knownSignInDevices.userId, userId)),
    // Share My Date (decision 023): the person's shares and check-ins; the links are token hashes (secrets,
    // left out) and the development copy of the contact's text holds one.
    db
      .select({
        dateEventId: s.dateShares.dateEventId,
        expiresAt: s.dateShares.expiresAt,
        createdAt: s.dateShares.createdAt,
        contactPhone: s.dateShares.contactPhone,
        checkInAt: s.dateShares.checkInAt,
        askedAt: s.dateShares.askedAt,
        okAt: s.dateShares.okAt,
        alertedAt: s.dateShares.alertedAt,
      })
      .from(s.dateShares)
      .where(eq(s.dateShares.userId, userId)),
  ]);
  // People blocked either way or banned: own words stay, theirs go (docs/decisions/021).
  return hideBlockedPeople(db, userId, {
    users,
    sessions,
    profiles: profile,
    reviews: [...reviewsWritten, ...reviewsReceived.filter((r) => r.reviewerId !== userId)],
    user_responses: userResponses,
    user_preferences: userPreferences,
    custom_questions: customQuestions,
    match_requests: matchRequests,
    invites,
    date_events: dateEvents,
    date_reviews: dateReviews,
    review_helpful: reviewHelpful,
    user_analytics: userAnalytics,
    chatbot_messages: chatbotMessages,
    messages,
    notifications,
    blocks,
    reports,
    profile_views: profileViews,
    favorites,
    feedback,
    push_subscriptions: pushSubscriptions,
    data_exports: dataExports,
    photo_verifications: photoVerifications,
    verification_poses: verificationPoses,
    connected_accounts: connectedAccounts,
    allowance_uses: allowanceUses,
    moderation_actions: moderationActions,
    photo_upload_holds: photoUploadHolds,
    photo_screenings: photoScreenings,
    oauth_states: oauthStates,
    known_sign_in_addresses: knownSignInAddresses,
    known_sign_in_devices: knownSignInDevices,
    date_shares: dateShares,
  });
}
