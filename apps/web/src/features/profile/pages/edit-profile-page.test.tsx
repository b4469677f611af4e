import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ownProfile } from "@/test/own-profile.fixture";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { EditProfilePage } from "./edit-profile-page";

const profileUrl = `/api/profiles/${TEST_USER.id}`;

function renderPage(profile = ownProfile(), routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    [`GET ${profileUrl}`]: () => json(profile),
    [`GET /api/connections/${TEST_USER.id}`]: () => json({ connections: [service("instagram"), service("spotify")] }),
    ...routes,
  });
  renderScreen(<EditProfilePage />, "/profile/personal");
  return fetchMock;
}

const service = (provider: string, overrides: object = {}) => ({
  provider,
  configured: false,
  connected: false,
  connectedAt: null,
  topArtists: [],
  importedPhotos: 0,
  ...overrides,
});

const save = () => userEvent.click(screen.getByRole("button", { name: "Save Changes" }));

describe("EditProfilePage", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the summary and the saved values", async () => {
    renderPage();
    expect(await screen.findByLabelText("Name")).toHaveValue("Ada");
    expect(screen.getByLabelText("Age")).toHaveValue(29);
    expect(screen.getByText("4.8")).toBeInTheDocument();
    expect(screen.getByText("3 reviews")).toBeInTheDocument();
    expect(screen.getByText("1 date")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Everyone" })).toHaveAttribute("aria-pressed", "true");
  });

  it("leaves out the services this server is not set up for, rather than greying them with an excuse", async () => {
    const fetchMock = renderPage();
    await screen.findByLabelText("Name");
    await vi.waitFor(() => expect(callsTo(fetchMock, `GET /api/connections/${TEST_USER.id}`)).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole("button", { name: "Import from Instagram" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Connect Spotify" })).not.toBeInTheDocument();
    expect(screen.queryByText(/not configured/i)).not.toBeInTheDocument();
  });

  it("offers a configured service and labels a connected one", async () => {
    renderPage(ownProfile(), {
      [`GET /api/connections/${TEST_USER.id}`]: () =>
        json({
          connections: [
            service("instagram", { configured: true, connected: true, importedPhotos: 3 }),
            service("spotify"),
          ],
        }),
    });
    expect(await screen.findByRole("button", { name: "Import from Instagram" })).toBeEnabled();
    expect(screen.getByText("Connected")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Connect Spotify" })).not.toBeInTheDocument();
  });

  it("shows the DOWN badge from the user's answers once there are any", async () => {
    const summary = { answerCount: 3, downScore: 8, downPercent: 67, categories: [] };
    renderPage(ownProfile(), { [`GET /api/analytics/${TEST_USER.id}`]: () => json(summary) });
    expect(await screen.findByText("DOWN 67%")).toBeInTheDocument();
  });

  it("leaves the DOWN badge out before the first answer", async () => {
    const summary = { answerCount: 0, downScore: 0, downPercent: null, categories: [] };
    const fetchMock = renderPage(ownProfile(), { [`GET /api/analytics/${TEST_USER.id}`]: () => json(summary) });
    await screen.findByLabelText("Name");
    await vi.waitFor(() => expect(callsTo(fetchMock, `GET /api/analytics/${TEST_USER.id}`)).toHaveLength(1));
    expect(screen.queryByText(/^DOWN \d+%$/)).not.toBeInTheDocument();
  });

  it.each([
    ["17", "Must be at least 18"],
    ["101", "Invalid age"],
    ["25.5", "Please enter your age as a whole number"],
  ])("refuses age %s with '%s' under the field and sends nothing", async (age, message) => {
    const fetchMock = renderPage();
    const field = await screen.findByLabelText("Age");
    await userEvent.clear(field);
    await userEvent.type(field, age);
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(callsTo(fetchMock, `PATCH ${profileUrl}`)).toEqual([]);
  });

  it("says in words that a bio is too long", async () => {
    const fetchMock = renderPage();
    const bio = await screen.findByLabelText("Bio");
    await userEvent.clear(bio);
    fireEvent.change(bio, { target: { value: "x".repeat(1001) } });
    await save();
    expect(await screen.findByText("Keep your bio under 1,000 characters")).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH ${profileUrl}`)).toEqual([]);
  });

  it("adds trimmed tags on Enter, ignores empty and repeated ones, and removes them", async () => {
    renderPage();
    const input = await screen.findByLabelText("New interest");
    await userEvent.type(input, "  Hiking  {Enter}");
    await userEvent.type(input, "   {Enter}");
    await userEvent.type(input, "hiking{Enter}");
    await userEvent.type(input, "Jazz{Enter}");
    const list = screen.getByRole("list", { name: "Interests" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Jazz", "Hiking"]);
    expect(input).toHaveValue("");
    await userEvent.click(screen.getByRole("button", { name: "Remove Jazz" }));
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Hiking"]);
  });

  it("sends only the changed fields, then confirms for 3 seconds", async () => {
    const fetchMock = renderPage(ownProfile(), {
      [`PATCH ${profileUrl}`]: (body) => json({ ...ownProfile(), ...(body as object) }),
    });
    const name = await screen.findByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "  Ada Lovelace ");
    await userEvent.type(screen.getByLabelText("New language"), "French{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Women" }));
    // Fake clock from here (still ticking on its own), so the 3-second banner can be fast-forwarded.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await save();
    expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH ${profileUrl}`)).toEqual([
      { name: "Ada Lovelace", interestedIn: ["Women"], languages: ["French"] },
    ]);
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText("Profile updated successfully!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText("Profile updated successfully!")).not.toBeInTheDocument();
  });

  it("does not call the server when nothing changed", async () => {
    const fetchMock = renderPage();
    await screen.findByLabelText("Name");
    await save();
    expect(await screen.findByText("No changes to save")).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH ${profileUrl}`)).toEqual([]);
  });

  it("says so when saving fails", async () => {
    renderPage(ownProfile(), { [`PATCH ${profileUrl}`]: () => json({ error: { code: "x", message: "x" } }, 500) });
    await userEvent.type(await screen.findByLabelText("Location"), " North");
    await save();
    expect(await screen.findByText("Failed to update profile")).toBeInTheDocument();
    expect(screen.queryByText("Profile updated successfully!")).not.toBeInTheDocument();
  });

  it("refuses an emptied age by the field and never says it saved", async () => {
    const fetchMock = renderPage();
    const age = await screen.findByLabelText("Age");
    await userEvent.clear(age);
    await save();
    expect(await screen.findByText("Please enter your age")).toBeInTheDocument();
    expect(age).toHaveAccessibleDescription("Please enter your age");
    expect(age).toHaveFocus();
    expect(callsTo(fetchMock, `PATCH ${profileUrl}`)).toEqual([]);
    expect(screen.queryByText("Profile updated successfully!")).not.toBeInTheDocument();
  });

  it("puts the server's refusal of an emptied field by that field", async () => {
    renderPage(ownProfile(), {
      [`PATCH ${profileUrl}`]: () => json({ error: { code: "bad_request", message: "Please enter your age" } }, 400),
    });
    // The form sent a change the server refused (another tab had just set the age).
    await userEvent.type(await screen.findByLabelText("Location"), " North");
    await save();
    expect(await screen.findByText("Please enter your age")).toBeInTheDocument();
    expect(screen.getByLabelText("Age")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Profile updated successfully!")).not.toBeInTheDocument();
  });
});
