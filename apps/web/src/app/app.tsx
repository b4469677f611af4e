import { Providers } from "./providers";
import { AppRouter } from "./router";
import { Splash } from "./splash";

export function App() {
  return (
    <Providers>
      <AppRouter />
      <Splash />
    </Providers>
  );
}
