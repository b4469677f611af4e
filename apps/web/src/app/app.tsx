import type { AuthUser } from "@down/common/schemas/auth";
import { TimeZoneProvider } from "@/lib/time-zone";
import { CoreProviders } from "./core-providers";
import { AppRouter } from "./router";

/**
 * The whole app. The server renders this same tree for a page it paints (decision 018): `session` is
 * whom the page is for, `timeZone` the zone that person's browser shows dates in.
 */
export function App({ session, timeZone }: { session?: AuthUser; timeZone?: string }) {
  return (
    <TimeZoneProvider zone={timeZone}>
      <CoreProviders session={session}>
        <AppRouter />
      </CoreProviders>
    </TimeZoneProvider>
  );
}
