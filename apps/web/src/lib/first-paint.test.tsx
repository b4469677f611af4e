import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  retireFirstPaint,
  takeFirstAnswers,
  useFirstPaintHandoff,
  useRetireFirstPaintOnNavigation,
} from "./first-paint";

function serverPage(answers: string) {
  document.body.innerHTML = `<script type="application/json" id="first-answers">${answers}</script><div id="root" data-first-paint inert><main>Liam L.</main></div>`;
}

const rootIsInert = () => document.getElementById("root")?.hasAttribute("inert");

function Screen({ ready }: { ready: boolean }) {
  useFirstPaintHandoff(ready);
  return <p>{ready ? "Liam L." : "Loading"}</p>;
}

function At({ location }: { location: string }) {
  useRetireFirstPaintOnNavigation(location);
  return null;
}

describe("taking over from the server's first paint", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("reads the answers once", () => {
    serverPage('[{"url":"/api/matches/me","fills":{"query":"matches"},"body":[]}]');
    expect(takeFirstAnswers()).toEqual([{ url: "/api/matches/me", fills: { query: "matches" }, body: [] }]);
    expect(document.getElementById("first-answers")).toBeNull();
    expect(takeFirstAnswers()).toEqual([]);
  });

  it("ignores answers it cannot read", () => {
    serverPage("not json");
    expect(takeFirstAnswers()).toEqual([]);
    serverPage('[{"url":1},{"body":2},{"url":"/api/matches/me","body":[]},null]');
    expect(takeFirstAnswers()).toEqual([]);
  });

  it("keeps the painted screen inert while the screen loads and hands it over in the commit that has the data", () => {
    serverPage("[]");
    const view = render(<Screen ready={false} />);
    expect(rootIsInert()).toBe(true);
    view.rerender(<Screen ready />);
    expect(rootIsInert()).toBe(false);
    expect(document.querySelector("[data-first-paint]")).toBeNull();
    // The markup itself stays: it is the app's now.
    expect(document.getElementById("root")?.textContent).toBe("Liam L.");
  });

  it("hands it over as soon as the person goes to another screen", () => {
    serverPage("[]");
    const view = render(<At location="/results" />);
    expect(rootIsInert()).toBe(true);
    view.rerender(<At location="/explore" />);
    expect(rootIsInert()).toBe(false);
  });

  it("can be retired when there is nothing to retire", () => {
    expect(() => retireFirstPaint()).not.toThrow();
  });
});
