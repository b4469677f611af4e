import { ACCOUNT_LABELS, SETTINGS_LABELS } from "@down/common/constants";
import { Page, SectionHeading } from "@/components/page/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useOwnProfile } from "@/lib/api/own-profile";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { usePreferences } from "../api/preferences";
import { AccountBreakCard } from "../components/account-break-card";
import { AppearanceCard } from "../components/appearance-card";
import { BlockedPeopleCard } from "../components/blocked-people-card";
import { InterestedInSelect } from "../components/interested-in-select";
import { LocationCard } from "../components/location-card";
import { SocialAccountsRow } from "../components/social-accounts-row";
import { VisibilitySwitches } from "../components/visibility-switches";
import { WhoIWantToSee } from "../components/who-i-want-to-see";

/** Every control renders from the first frame; values arrive into placeholders of their own size. */
export function SettingsPage() {
  const user = useCurrentUser();
  const preferences = usePreferences(user.id);
  const profile = useOwnProfile(user.id);
  const failed = preferences.isError || profile.isError;

  return (
    <Page title="SETTINGS" back>
      {failed ? (
        <Card role="alert" className="flex flex-col items-start gap-3">
          <p className="text-base font-semibold">Couldn't load your settings.</p>
          <Button
            variant="outline"
            onClick={() => {
              if (preferences.isError) void preferences.refetch();
              if (profile.isError) void profile.refetch();
            }}
          >
            Try again
          </Button>
        </Card>
      ) : (
        <>
          <LocationCard userId={user.id} preferences={preferences.data} profile={profile.data} />
          <section aria-labelledby="matching-heading" className="flex flex-col gap-2">
            <SectionHeading>
              <span id="matching-heading">{SETTINGS_LABELS.matchingSection}</span>
            </SectionHeading>
            <VisibilitySwitches userId={user.id} profile={profile.data} />
            <InterestedInSelect userId={user.id} profile={profile.data} />
            <SocialAccountsRow userId={user.id} />
          </section>
          <section aria-labelledby="who-heading" className="flex flex-col gap-2">
            <SectionHeading>
              <span id="who-heading">{SETTINGS_LABELS.whoSection}</span>
            </SectionHeading>
            <WhoIWantToSee userId={user.id} preferences={preferences.data} />
          </section>
          <section aria-labelledby="account-heading" className="flex flex-col gap-2">
            <SectionHeading>
              <span id="account-heading">{ACCOUNT_LABELS.settingsSection}</span>
            </SectionHeading>
            <AccountBreakCard userId={user.id} profile={profile.data} />
          </section>
        </>
      )}
      <section aria-labelledby="blocked-heading" className="flex flex-col gap-2">
        <SectionHeading>
          <span id="blocked-heading">{SETTINGS_LABELS.blockedSection}</span>
        </SectionHeading>
        <BlockedPeopleCard />
      </section>
      <section aria-labelledby="appearance-heading" className="flex flex-col gap-2">
        <SectionHeading>
          <span id="appearance-heading">{SETTINGS_LABELS.appearanceSection}</span>
        </SectionHeading>
        <AppearanceCard />
      </section>
    </Page>
  );
}
