import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { MessagesPage } from "./messages-page";

const ANN = "00000000-0000-4000-8000-000000000002";
const BO = "00000000-0000-4000-8000-000000000003";
const CY = "00000000-0000-4000-8000-000000000004";

afterEach(() => vi.unstubAllGlobals());

describe("MessagesPage", () => {
  it("lists conversations with preview, time and unread count, and new matches in a strip", async () => {
    const now = new Date();
    mockApi({
      "GET /api/conversations": () =>
        json({
          items: [
            {
              otherId: ANN,
              name: "Ann Lee",
              photo: null,
              matchedAt: null,
              last: { kind: "message", text: "See you soon", senderId: ANN, createdAt: now.toISOString() },
              unread: 2,
              activityAt: now.toISOString(),
            },
            {
              otherId: BO,
              name: "Bo Diaz",
              photo: null,
              matchedAt: null,
              last: {
                kind: "question",
                text: "Camping?",
                senderId: TEST_USER.id,
                createdAt: "2020-03-04T12:00:00.000Z",
              },
              unread: 0,
              activityAt: "2020-03-04T12:00:00.000Z",
            },
            {
              otherId: CY,
              name: "Cy Fox",
              photo: null,
              matchedAt: now.toISOString(),
              last: null,
              unread: 0,
              activityAt: now.toISOString(),
            },
          ],
          nextCursor: null,
        }),
    });
    renderScreen(<MessagesPage />, "/messages");
    const ann = await screen.findByRole("link", { name: /Ann Lee/ });
    expect(ann).toHaveAttribute("href", `/messages/${ANN}`);
    expect(within(ann).getByText("See you soon")).toBeInTheDocument();
    expect(within(ann).getByTestId("conversation-unread")).toHaveTextContent("2");
    const bo = screen.getByRole("link", { name: /Bo Diaz/ });
    expect(within(bo).getByText("You asked: Camping?")).toBeInTheDocument();
    expect(within(bo).getByText("03/04/2020")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "New matches" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cy" })).toHaveAttribute("href", `/messages/${CY}`);
  });

  it("shows the empty state with no matches", async () => {
    mockApi({ "GET /api/conversations": () => json({ items: [], nextCursor: null }) });
    renderScreen(<MessagesPage />, "/messages");
    expect(await screen.findByText("No conversations yet")).toBeInTheDocument();
  });
});
