import { QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Providers } from "@/app/providers";
import { LoginPage } from "./login-page";

// The phone field formats as it is typed and refuses junk; the code slots empty after a wrong code.
const json = (value: unknown, status = 200) => Response.json(value, { status });

function mockApi(routes: Record<string, (body: unknown) => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const handler = routes[String(input)];
    if (!handler) return new Response("", { status: 404, statusText: "Not Found" });
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderLogin() {
  const location = memoryLocation({ path: "/login", record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LoginPage />
      </Providers>
    </Router>,
  );
  return location;
}

const phoneField = () => screen.getByLabelText("Phone number");

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe("the phone field", () => {
  it("formats a number as it is typed", async () => {
    mockApi({});
    renderLogin();
    await userEvent.type(phoneField(), "6155550250");
    await waitFor(() => expect(phoneField()).toHaveValue("(615) 555-0250"));
  });

  it("cannot be made to hold or echo junk", async () => {
    const fetchMock = mockApi({ "/api/auth/send-otp": () => json({ ok: true, devOtp: "123456" }) });
    renderLogin();
    await userEvent.type(phoneField(), "abc6155550250xyz");
    await waitFor(() => expect(phoneField()).toHaveValue("(615) 555-0250"));
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    expect(await screen.findByText("(615) 555-0250")).toBeInTheDocument();
    expect(screen.queryByText(/abc|xyz/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/send-otp",
      expect.objectContaining({ body: JSON.stringify({ phone: "(615) 555-0250" }) }),
    );
  });
});

describe("the code slots", () => {
  it("empty after a wrong code, focus the first slot, and take the next code typed whole", async () => {
    const tried: unknown[] = [];
    mockApi({
      "/api/auth/send-otp": () => json({ ok: true }),
      "/api/auth/verify-otp": (body) => {
        tried.push(body);
        return json({ error: { code: "bad_request", message: "Wrong code" } }, 400);
      },
    });
    renderLogin();
    await userEvent.type(phoneField(), "6155550101");
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    const slots = await screen.findByLabelText("Verification code");
    await userEvent.type(slots, "000000");
    await userEvent.click(screen.getByRole("button", { name: "Verify & Continue" }));
    expect(await screen.findByText("The verification code is incorrect. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(slots).toHaveValue(""));
    expect(slots).toHaveFocus();
    await userEvent.keyboard("123456");
    expect(slots).toHaveValue("123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify & Continue" }));
    await waitFor(() => expect(tried).toHaveLength(2));
    expect(tried[1]).toEqual({ phone: "(615) 555-0101", otp: "123456" });
  });

  it("take a pasted code whole after a wrong one", async () => {
    mockApi({
      "/api/auth/send-otp": () => json({ ok: true }),
      "/api/auth/verify-otp": () => json({ error: { code: "bad_request", message: "Wrong code" } }, 400),
    });
    renderLogin();
    await userEvent.type(phoneField(), "6155550101");
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    const slots = await screen.findByLabelText("Verification code");
    expect(slots).toHaveAttribute("autocomplete", "one-time-code");
    await userEvent.type(slots, "000000");
    await userEvent.click(screen.getByRole("button", { name: "Verify & Continue" }));
    await waitFor(() => expect(slots).toHaveValue(""));
    await userEvent.paste("654321");
    expect(slots).toHaveValue("654321");
  });
});
