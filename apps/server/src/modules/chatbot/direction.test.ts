import { describe, expect, it } from "vitest";
import { readDirection } from "./direction";
import { classify } from "./love";

describe("who does what to whom", () => {
  it("tells being blocked and the blocked list from blocking", () => {
    expect(readDirection("has he blocked me")).toBe("has he blockedme");
    expect(readDirection("where are the accounts i blocked")).toBe("where are the blocklist");
    expect(readDirection("how do i block him")).toBe("how do i block him");
    expect(classify("i think i got blocked")?.id).toBe("profile-unavailable");
    expect(classify("blocked profiles")?.id).toBe("unblock");
  });

  it("tells profiles the asker looked at from who looked at the asker", () => {
    expect(readDirection("where is the guy i looked at last night")).toBe("where is the recentlyviewed last night");
    expect(classify("show me profiles i opened")?.id).toBe("dashboard");
    expect(classify("who has looked at my profile")?.id).toBe("insights");
  });

  it("reads hiding from one person as blocking them", () => {
    expect(readDirection("can i hide from that guy")).toBe("can i block");
    expect(classify("hide my profile from a certain user")?.id).toBe("block");
    expect(classify("how do i hide my profile")?.id).toBe("visibility");
  });

  it("reads turning down a person as their match request, and a date as the invite", () => {
    expect(readDirection("can i decline this girl")).toBe("can i reject request");
    expect(classify("how can i refuse a man")?.id).toBe("pending-request");
    expect(classify("how do i decline a date")?.id).toBe("respond-invite");
  });

  it("reads someone who keeps writing to the asker as unwanted contact", () => {
    expect(readDirection("she keeps calling me")).toBe("she harass");
    expect(classify("he wont stop texting me")?.id).toMatch(/^(block|report)$/);
    expect(readDirection("can i keep messaging her")).toBe("can i keep messaging her");
  });

  it("reads the asker finding nobody as an empty feed, and leaves being found alone", () => {
    expect(readDirection("why cant i see any people")).toBe("why nobody feed");
    expect(readDirection("nobody shows up for me")).toBe("nobody feed");
    expect(readDirection("why does nobody find me")).toBe("why does nobody find me");
    expect(classify("i still cant find anybody")?.id).toMatch(/^(why-no-one|no-results)$/);
  });

  it("tells who the asker is shown from who sees the asker", () => {
    expect(readDirection("who will i see")).toBe("who feed");
    expect(readDirection("who is shown to me")).toBe("who is feed");
    expect(readDirection("who can see me")).toBe("who seesme");
    expect(classify("who gets to view my profile")?.id).toBe("what-others-see");
    expect(classify("who do i get shown")?.id).toMatch(/^(matching-how|results)$/);
    expect(classify("who can see my reviews")?.id).toBe("reviews");
  });

  it("tells being liked from liking someone, and being left on read from read receipts", () => {
    expect(readDirection("who liked me")).toBe("who likedme");
    expect(readDirection("how do i get more likes")).toBe("how do i get more likedme");
    expect(classify("liking someone")?.id).toBe("match-request");
    expect(classify("can she tell i read her message")?.id).toBe("read-receipts");
    expect(classify("he left me on read")?.id).toBe("not-replying");
  });

  it("reads the invites the asker sent as a list, apart from sending one", () => {
    expect(readDirection("where are requests i sent")).toBe("where are outgoing requests");
    expect(classify("send a date invite")?.id).toBe("invite-date");
  });

  it("reads stopping talking to a match as ending it, 'we matched' as a mutual match, and someone blocked as the list", () => {
    expect(classify("how do i stop chatting with this match")?.id).toBe("unmatch");
    expect(readDirection("we matched what now")).toBe("we both match what now");
    expect(readDirection("someone i blocked")).toBe("blocklist");
  });
});
