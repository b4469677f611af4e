import { CoreProviders } from "./core-providers";
import { AppRouter } from "./router";

export function App() {
  return (
    <CoreProviders>
      <AppRouter />
    </CoreProviders>
  );
}
