import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  retireFirstPaint,
  takeFirstAnswers,
  useFirstPaintHandoff,
  useRetireFirstPaintOnNavigation,
} from "./first-paint";

function serverPage(answers: string) {
  document.body.innerHTML = `<div id="first-paint" inert><main>Liam L.</main></div><script type="application/json" id="first-answers">${answers}</script><div id="root"></div>`;
}

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

  it("keeps the server's copy while the screen loads and removes it in the commit that has the data", () => {
    serverPage("[]");
    const view = render(<Screen ready={false} />, { container: document.getElementById("root") ?? undefined });
    expect(document.getElementById("first-paint")).not.toBeNull();
    view.rerender(<Screen ready />);
    expect(document.getElementById("first-paint")).toBeNull();
  });

  it("removes it as soon as the person goes to another screen", () => {
    serverPage("[]");
    const view = render(<At location="/results" />);
    expect(document.getElementById("first-paint")).not.toBeNull();
    view.rerender(<At location="/explore" />);
    expect(document.getElementById("first-paint")).toBeNull();
  });

  it("can be retired when there is nothing to retire", () => {
    expect(() => retireFirstPaint()).not.toThrow();
  });
});
