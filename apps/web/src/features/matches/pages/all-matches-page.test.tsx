import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { json, mockApi, renderScreen } from "@/test/screen-harness";
import { AllMatchesPage } from "./all-matches-page";

const bea = "22222222-2222-4222-8222-222222222222";
const renderPage = () =>
  renderScreen(<Route path="/all-matches/:id" component={AllMatchesPage} />, `/all-matches/${bea}`);

afterEach(() => vi.unstubAllGlobals());

describe("AllMatchesPage", () => {
  it("reads the score in words beside the badge", async () => {
    mockApi({
      [`GET /api/compare/${bea}`]: () =>
        json({ user: { id: bea, name: "Bea", photo: null }, downScore: 72, groups: [] }),
    });
    renderPage();
    expect(await screen.findByText("72% — you've done and want the same things")).toBeInTheDocument();
  });

  it("says someone missing or hidden isn't available, not to check the connection", async () => {
    mockApi({ [`GET /api/compare/${bea}`]: () => json({ error: { code: "not_found", message: "x" } }, 404) });
    renderPage();
    expect(await screen.findByText("This profile isn't available")).toBeInTheDocument();
    expect(screen.queryByText(/connection/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });
});
