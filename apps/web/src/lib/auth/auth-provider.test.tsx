import { render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, nameInPage, TEST_USER } from "@/test/screen-harness";
import { AuthProvider, startSessionCheck, useAuth } from "./auth-provider";

function WhoAmI() {
  const { user, status } = useAuth();
  return <p>{status === "loading" ? "checking" : (user?.name ?? "nobody")}</p>;
}

const sessionCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/api/auth/session")).length;

describe("AuthProvider session check", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("takes the check started before the first render instead of asking again", async () => {
    const fetchMock = mockApi({});
    const early = startSessionCheck();
    render(
      <AuthProvider>
        <WhoAmI />
      </AuthProvider>,
    );
    expect(await screen.findByText(TEST_USER.name)).toBeInTheDocument();
    await expect(early).resolves.toMatchObject({ id: TEST_USER.id });
    expect(sessionCalls(fetchMock)).toBe(1);
  });

  it("takes the person the server named in the page without asking, once, signed in from the first render", async () => {
    const fetchMock = mockApi({});
    nameInPage({ ...TEST_USER, name: "Named In Page" });
    void startSessionCheck();
    const renders = vi.fn();
    const onRender = (_id: string, phase: string) => renders(phase);
    render(
      <Profiler id="auth" onRender={onRender}>
        <AuthProvider>
          <WhoAmI />
        </AuthProvider>
      </Profiler>,
    );
    // Known at once: no "checking" render, and no second render once the check settles.
    expect(screen.getByText("Named In Page")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders.mock.calls).toEqual([["mount"]]);
    expect(sessionCalls(fetchMock)).toBe(0);
    expect(document.getElementById("session-user")).toBeNull();
  });

  it("asks afresh when mounted again after the early check was taken", async () => {
    const fetchMock = mockApi({});
    void startSessionCheck();
    const first = render(
      <AuthProvider>
        <WhoAmI />
      </AuthProvider>,
    );
    expect(await screen.findByText(TEST_USER.name)).toBeInTheDocument();
    first.unmount();
    mockApi({ "GET /api/auth/session": () => Response.json({ user: null }) });
    render(
      <AuthProvider>
        <WhoAmI />
      </AuthProvider>,
    );
    expect(await screen.findByText("nobody")).toBeInTheDocument();
    expect(sessionCalls(fetchMock)).toBe(1);
  });
});
