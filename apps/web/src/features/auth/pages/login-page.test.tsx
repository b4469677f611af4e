import { QueryClient } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Providers } from "@/app/providers";
import { LoginPage } from "./login-page";

type Handler = (body: unknown) => Response | Promise<Response>;

function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const handler = routes[url];
    if (!handler) return new Response("", { status: 404, statusText: "Not Found" });
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const json = (value: unknown, status = 200) => Response.json(value, { status });

function renderLogin(path = "/login") {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Providers queryClient={queryClient}>
        <LoginPage />
      </Providers>
    </Router>,
  );
  return location;
}

describe("LoginPage", () => {
  beforeEach(() => {
    mockApi({});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // Sonner replays still-active toasts to the next test's Toaster.
    toast.dismiss();
  });

  it("confirms a deleted account in words, and says nothing otherwise", async () => {
    renderLogin("/login?deleted=1");
    expect(await screen.findByRole("status")).toHaveTextContent("Your account has been deleted.");
  });

  it("shows no deletion note on a plain visit", () => {
    renderLogin();
    expect(screen.queryByText("Your account has been deleted.")).not.toBeInTheDocument();
  });

  it("rejects a short phone number with a toast and makes no call", async () => {
    const fetchMock = mockApi({});
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText("(555) 123-4567"), "  12345  ");
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    expect(await screen.findByText("Invalid phone number")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid phone number")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("send-otp"))).toBe(false);
  });

  it("rejects an empty phone number with the same toast and makes no call", async () => {
    const fetchMock = mockApi({});
    renderLogin();
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    expect(await screen.findByText("Invalid phone number")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid phone number")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("send-otp"))).toBe(false);
  });

  it("links the Terms of Use and Privacy Policy", () => {
    renderLogin();
    expect(screen.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  it("says plainly when the number is banned", async () => {
    const message = "This phone number has been banned from DOWN for breaking our Terms of Use.";
    mockApi({
      "/api/auth/send-otp": () => json({ error: { code: "forbidden", message } }, 403),
    });
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText("(555) 123-4567"), "6155550123");
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("words a number the server rejects like one caught on the page", async () => {
    mockApi({
      "/api/auth/send-otp": () =>
        json({ error: { code: "validation_failed", message: "Please enter a valid phone number" } }, 400),
    });
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText("(555) 123-4567"), "555-1234567");
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    expect(await screen.findByText("Invalid phone number")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid phone number")).toBeInTheDocument();
    expect(screen.queryByText("Error")).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText("(555) 123-4567")).toBeInTheDocument();
  });

  it("shows the busy label, then the code step with the development code", async () => {
    let release: (response: Response) => void = () => {};
    mockApi({
      "/api/auth/send-otp": () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    renderLogin();
    expect(screen.getByText("We'll send you a verification code via SMS")).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText("(555) 123-4567"), "(615) 555-0101");
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();

    release(json({ ok: true, devOtp: "482913" }));
    expect(await screen.findByText("Development Mode - Your Code:")).toBeInTheDocument();
    expect(screen.getByTestId("dev-otp")).toHaveTextContent("482913");
    expect(screen.getByText(/Code sent to/)).toHaveTextContent("Code sent to (615) 555-0101");
    expect(await screen.findByText("Code sent!")).toBeInTheDocument();
    expect(screen.getByText("Your code is displayed below")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Verify & Continue" })).toBeDisabled();
  });

  it("steps back from the code to the phone step on the browser's Back, staying on /login", async () => {
    mockApi({ "/api/auth/send-otp": () => json({ ok: true, devOtp: "482913" }) });
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText("(555) 123-4567"), "6155550101");
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    expect(await screen.findByText("Enter your code")).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByText("Sign in with your phone")).toBeInTheDocument();
  });

  it("explains a rate limit in the server's words", async () => {
    mockApi({
      "/api/auth/send-otp": () =>
        json({ error: { code: "rate_limited", message: "Please wait 30 seconds before asking again" } }, 429),
    });
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText("(555) 123-4567"), "6155550101");
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    expect(await screen.findByText("Please wait 30 seconds before asking again")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
  });

  it.each([
    ["a server error", () => new Response("boom", { status: 500 })],
    [
      "an SMS outage",
      () => json({ error: { code: "unavailable", message: "We couldn't send your code right now." } }, 503),
    ],
  ])("falls back to the generic send failure on %s", async (_case, answer) => {
    mockApi({ "/api/auth/send-otp": answer });
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText("(555) 123-4567"), "6155550101");
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    expect(await screen.findByText("Failed to send verification code. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
  });

  it("'Change Phone Number' returns to step 1 and clears the code", async () => {
    mockApi({ "/api/auth/send-otp": () => json({ ok: true }) });
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText("(555) 123-4567"), "6155550101");
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    expect(await screen.findByText("Check your phone for the verification code")).toBeInTheDocument();
    expect(screen.queryByTestId("dev-otp")).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Verification code"), "123");
    expect(screen.getByLabelText("Verification code")).toHaveValue("123");
    await userEvent.click(screen.getByRole("button", { name: "Change Phone Number" }));
    expect(screen.getByPlaceholderText("(555) 123-4567")).toHaveValue("(615) 555-0101");

    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    expect(await screen.findByLabelText("Verification code")).toHaveValue("");
  });

  it("verifies, shows the busy label, welcomes and sends a new user to /explore", async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      "/api/auth/send-otp": () => json({ ok: true, devOtp: "123456" }),
      "/api/auth/verify-otp": () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const location = renderLogin();
    await userEvent.type(screen.getByPlaceholderText("(555) 123-4567"), "6155550101");
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    await userEvent.type(await screen.findByLabelText("Verification code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify & Continue" }));
    expect(await screen.findByRole("button", { name: "Verifying..." })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/verify-otp",
      expect.objectContaining({ body: JSON.stringify({ phone: "(615) 555-0101", otp: "123456" }) }),
    );

    const user = {
      id: "6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f",
      phone: "+16155550101",
      name: null,
      isNewUser: true,
      isModerator: false,
    };
    release(json(user));
    expect(await screen.findByText("Welcome to DOWN!")).toBeInTheDocument();
    expect(screen.getByText("You're now logged in")).toBeInTheDocument();
    await waitFor(() => expect(location.history?.at(-1)).toBe("/explore"));
    expect(JSON.parse(localStorage.getItem("auth-user") ?? "null")).toEqual(user);
  });

  it("reports a wrong code", async () => {
    mockApi({
      "/api/auth/send-otp": () => json({ ok: true }),
      "/api/auth/verify-otp": () => json({ error: { code: "bad_request", message: "Wrong code" } }, 400),
    });
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText("(555) 123-4567"), "6155550101");
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    await userEvent.type(await screen.findByLabelText("Verification code"), "000000");
    await userEvent.click(screen.getByRole("button", { name: "Verify & Continue" }));
    expect(await screen.findByText("The verification code is incorrect. Please try again.")).toBeInTheDocument();
    // The wrong code leaves the slots (login-phone-and-code.test.tsx), so Verify waits for the next one.
    await waitFor(() => expect(screen.getByLabelText("Verification code")).toHaveValue(""));
    expect(screen.getByRole("button", { name: "Verify & Continue" })).toBeDisabled();
  });

  it("says a burned code is burned and offers a new one", async () => {
    let sends = 0;
    mockApi({
      "/api/auth/send-otp": () => {
        sends += 1;
        return json({ ok: true });
      },
      "/api/auth/verify-otp": () =>
        json({ error: { code: "unauthorized", message: "Too many attempts. Please request a new code." } }, 401),
    });
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText("(555) 123-4567"), "6155550101");
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    expect(screen.queryByRole("button", { name: "Send a new code" })).not.toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText("Verification code"), "000000");
    await userEvent.click(screen.getByRole("button", { name: "Verify & Continue" }));
    expect(await screen.findByText("Too many attempts. Please request a new code.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send a new code" }));
    await waitFor(() => expect(sends).toBe(2));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Send a new code" })).not.toBeInTheDocument());
  });
});
