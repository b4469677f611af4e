import type { DateRange } from "@down/common/date-range";
import { CalendarHeart, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { Page, SectionHeading } from "@/components/page/page";
import { RangeSelect } from "@/components/range-select";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { useDates } from "../api/get-dates";
import { useInvites } from "../api/get-invites";
import { DateCard } from "../components/date-card";
import { MyDatesSkeleton } from "../components/my-dates-skeleton";
import { type DateEntry, groupDates } from "../lib/my-dates";

function Section({
  title,
  entries,
  userId,
  now,
}: {
  title: string;
  entries: DateEntry[];
  userId: string;
  now: number;
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <SectionHeading>{title}</SectionHeading>
      <ul className="flex flex-col gap-3">
        {entries.map((entry) => (
          <li key={entry.key}>
            <DateCard entry={entry} userId={userId} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /my-dates (docs/product.md#my-dates): pending invites and dates, split into upcoming and past, newest first. */
export function MyDatesPage() {
  const user = useCurrentUser();
  const dates = useDates(user.id);
  const invites = useInvites(user.id);
  const [range, setRange] = useState<DateRange>("all-time");
  const [search, setSearch] = useState("");
  // "Now" moves on with each refetch, so a date whose time passes moves to Past on the next change.
  const now = Math.max(dates.dataUpdatedAt, invites.dataUpdatedAt, Date.now());
  const grouped = useMemo(
    () => (dates.data && invites.data ? groupDates(invites.data, dates.data, { range, search, now }) : null),
    [dates.data, invites.data, range, search, now],
  );

  return (
    <Page title="MY DATES" back>
      <div className="flex flex-col gap-3">
        <RangeSelect id="my-dates-range" value={range} onChange={setRange} />
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search by name"
            placeholder="SEARCH"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-12"
          />
        </div>
      </div>
      {grouped ? (
        grouped.upcoming.length + grouped.past.length === 0 ? (
          <EmptyState
            icon={CalendarHeart}
            title="No dates to show"
            description="Start inviting matches to plan dates!"
            action={
              <Link href="/matches" className={buttonVariants({ variant: "soft" })}>
                Go to Matches
              </Link>
            }
          />
        ) : (
          <>
            <Section title="Upcoming & Pending" entries={grouped.upcoming} userId={user.id} now={now} />
            <Section title="Past Dates" entries={grouped.past} userId={user.id} now={now} />
          </>
        )
      ) : dates.isError || invites.isError ? (
        <LoadError
          icon={CalendarHeart}
          title="We couldn't load your dates"
          onRetry={() => {
            void dates.refetch();
            void invites.refetch();
          }}
          retryVariant="soft"
        />
      ) : (
        <MyDatesSkeleton />
      )}
    </Page>
  );
}
