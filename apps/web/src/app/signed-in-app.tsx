import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from "react";
import { Route, Switch, useLocation } from "wouter";
import { MatchMomentHost } from "@/components/match-moment/match-moment-host";
import { NotFoundPage } from "@/components/page/not-found-page";
import { DashboardPage } from "@/features/discover/pages/dashboard-page";
import { useAuth, useCurrentUser } from "@/lib/auth/auth-provider";
import { prepareClassMerge } from "@/lib/cn";
import { heldFirstAnswers, releaseFirstAnswers, useRetireFirstPaintOnNavigation } from "@/lib/first-paint";
import { createQueryClient } from "@/lib/query-client";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";
import { rememberTimeZone } from "@/lib/remember-time-zone";
import { lazyPage } from "./lazy-page";
import { PageFallback } from "./page-fallback";
import { QueryProvider } from "./providers";
import { useRoutePrefetch } from "./route-prefetch";
import { seedFirstAnswers } from "./seed-first-answers";
import { AppShell } from "./shell/app-shell";

// The signed-in app is one chunk (shell + dashboard); every other screen loads on demand.
// cn()'s first use would build tailwind-merge's lookup inside the first screen's render: built now, apart.
prepareClassMerge();
const OAuthCallbackPage = lazyPage(() => import("@/features/auth/pages/oauth-callback-page"), "OAuthCallbackPage");
const MyDatesPage = lazyPage(() => import("@/features/dates/pages/my-dates-page"), "MyDatesPage");
const ExplorePage = lazyPage(() => import("@/features/discover/pages/explore-page"), "ExplorePage");
const RecentlyViewedPage = lazyPage(
  () => import("@/features/discover/pages/recently-viewed-page"),
  "RecentlyViewedPage",
);
const ResultsPage = lazyPage(() => import("@/features/discover/pages/results-page"), "ResultsPage");
const ContactPage = lazyPage(() => import("@/features/info/pages/contact-page"), "ContactPage");
const FeedbackPage = lazyPage(() => import("@/features/info/pages/feedback-page"), "FeedbackPage");
const IntroPage = lazyPage(() => import("@/features/info/pages/intro-page"), "IntroPage");
const PrivacyPage = lazyPage(() => import("@/features/info/pages/privacy-page"), "PrivacyPage");
const TermsPage = lazyPage(() => import("@/features/info/pages/terms-page"), "TermsPage");
const InsightsPage = lazyPage(() => import("@/features/insights/pages/insights-page"), "InsightsPage");
const AllMatchesPage = lazyPage(() => import("@/features/matches/pages/all-matches-page"), "AllMatchesPage");
const MatchesPage = lazyPage(() => import("@/features/matches/pages/matches-page"), "MatchesPage");
const ChatPage = lazyPage(() => import("@/features/messages/pages/chat-page"), "ChatPage");
const MessagesPage = lazyPage(() => import("@/features/messages/pages/messages-page"), "MessagesPage");
const ModerationPage = lazyPage(() => import("@/features/moderation/pages/moderation-page"), "ModerationPage");
const NotificationsPage = lazyPage(
  () => import("@/features/notifications/pages/notifications-page"),
  "NotificationsPage",
);
const EditProfilePage = lazyPage(() => import("@/features/profile/pages/edit-profile-page"), "EditProfilePage");
const GalleryPage = lazyPage(() => import("@/features/profile/pages/gallery-page"), "GalleryPage");
const OwnPublicProfilePage = lazyPage(
  () => import("@/features/profile/pages/own-public-profile-page"),
  "OwnPublicProfilePage",
);
const ProfileMenuPage = lazyPage(() => import("@/features/profile/pages/profile-menu-page"), "ProfileMenuPage");
const PublicProfilePage = lazyPage(() => import("@/features/profile/pages/public-profile-page"), "PublicProfilePage");
const ReviewsPage = lazyPage(() => import("@/features/profile/pages/reviews-page"), "ReviewsPage");
const QuestionsPage = lazyPage(() => import("@/features/questions/pages/questions-page"), "QuestionsPage");
const DeleteAccountPage = lazyPage(() => import("@/features/settings/pages/delete-account-page"), "DeleteAccountPage");
const VerificationReviewPage = lazyPage(
  () => import("@/features/verification/pages/verification-review-page"),
  "VerificationReviewPage",
);
const SettingsPage = lazyPage(() => import("@/features/settings/pages/settings-page"), "SettingsPage");

/** Every signed-in route of docs/product.md#routes. Specific paths precede their parameterised siblings. */
export const APP_ROUTES: ReadonlyArray<readonly [path: string, component: ComponentType]> = [
  ["/intro", IntroPage],
  ["/dashboard", DashboardPage],
  ["/recently-viewed", RecentlyViewedPage],
  ["/explore", ExplorePage],
  ["/questions/:categoryId?", QuestionsPage],
  ["/results", ResultsPage],
  ["/messages", MessagesPage],
  ["/messages/:id", ChatPage],
  ["/profile", ProfileMenuPage],
  ["/profile/personal", EditProfilePage],
  ["/profile/public", OwnPublicProfilePage],
  ["/profile/:id", PublicProfilePage],
  ["/matches", MatchesPage],
  ["/all-matches/:id", AllMatchesPage],
  ["/notifications", NotificationsPage],
  ["/my-dates", MyDatesPage],
  ["/insights", InsightsPage],
  ["/reviews", ReviewsPage],
  ["/gallery", GalleryPage],
  ["/settings", SettingsPage],
  ["/terms", TermsPage],
  ["/privacy", PrivacyPage],
  ["/feedback", FeedbackPage],
  ["/contact", ContactPage],
  ["/delete", DeleteAccountPage],
  ["/moderation", ModerationPage],
  // Moderators only (the API answers 403 to everyone else).
  ["/verification-review", VerificationReviewPage],
  ["/auth/instagram/callback", OAuthCallbackPage],
  ["/auth/spotify/callback", OAuthCallbackPage],
];

/** The shell and every signed-in screen: a chunk of its own, so the login screen never downloads it. */
export function SignedInApp() {
  const user = useCurrentUser();
  // The answers the server painted the first screen from are in the cache before the first render, so
  // that render is already the painted screen.
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedFirstAnswers(client, user.id, heldFirstAnswers());
    return client;
  });
  useEffect(releaseFirstAnswers, []);
  // For the server's paint of this person's next page (decision 018).
  useEffect(rememberTimeZone, []);
  return (
    <QueryProvider queryClient={queryClient}>
      <Realtime>
        <AppShell>
          <Suspense fallback={<PageFallback />}>
            <AppRoutes />
          </Suspense>
          <MatchMomentHost />
        </AppShell>
      </Realtime>
    </QueryProvider>
  );
}

/** The signed-in person's socket: messages, reads, typing and notifications arrive on every screen. */
function Realtime({ children }: { children: ReactNode }) {
  const { signOut } = useAuth();
  return (
    <RealtimeProvider userId={useCurrentUser().id} onSignedOut={() => void signOut()}>
      {children}
    </RealtimeProvider>
  );
}

function AppRoutes() {
  useRoutePrefetch();
  useRetireFirstPaintOnNavigation(useLocation()[0]);
  return (
    <Switch>
      {APP_ROUTES.map(([path, component]) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
