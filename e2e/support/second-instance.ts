import { test as base } from "@playwright/test";

export interface SecondInstanceOptions {
  /**
   * Where the second person's browser talks to: another server instance sharing the database and the bus
   * (playwright.two-instances.config.ts). Unset: the same server as the first person (baseURL).
   */
  secondBaseURL: string | undefined;
}

export const test = base.extend<SecondInstanceOptions>({
  secondBaseURL: [undefined, { option: true }],
});
