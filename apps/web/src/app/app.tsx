import type { AuthUser } from "@down/common/schemas/auth";
import { CoreProviders } from "./core-providers";
import { AppRouter } from "./router";

/** The whole app. The server renders this same tree for a page it paints (`session`: whom it is for). */
export function App({ session }: { session?: AuthUser }) {
  return (
    <CoreProviders session={session}>
      <AppRouter />
    </CoreProviders>
  );
}
