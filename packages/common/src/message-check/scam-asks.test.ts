import { describe, expect, it } from "vitest";
import { checkWith } from "./check";

// The rules alone (no model): each line here was read wrongly before the change it names (issue 26, item 5).
const rules = (line: string) => checkWith(line, null).scam;

describe("scam asks by their structure (frames-scam-asks.ts)", () => {
  it("reads a hardship and a plea to the reader as a money ask, in either order, negation and all", () => {
    expect(rules("i really want to meet you but i can't afford the gas to drive up, could you chip in")).toEqual([
      "money",
    ]);
    expect(rules("please help me with the port charges, i can't reach my bank")).toEqual(["money"]);
    expect(rules("my daughter needs medicine and i don't have enough, i'm so ashamed to ask you")).toEqual(["money"]);
    expect(rules("money is tight so i'm cooking more")).toEqual([]);
    expect(rules("could you help me pick a gift for my mom")).toEqual([]);
  });

  it("reads an advance fee and a large allowance as money", () => {
    expect(rules("i got you a gift but the courier needs a delivery fee paid first")).toEqual(["money"]);
    expect(rules("my allowance for the right girl is 2k a month, interested?")).toEqual(["money"]);
  });

  it("reads trading or coins with an offer to the reader as crypto, and either alone as chat", () => {
    expect(rules("i'm a forex trader and i want to teach someone special how to do it")).toEqual(["crypto"]);
    expect(rules("put some money in ethereum now and thank me in a month")).toEqual(["crypto"]);
    expect(rules("i trade stocks as a hobby, mostly index funds")).toEqual([]);
    expect(rules("my side hustle is walking dogs")).toEqual([]);
    expect(rules("my brother keeps telling me to buy bitcoin")).toEqual([]);
  });

  it("reads swapping numbers, an id, 'on wa' and a throwaway site as a move elsewhere", () => {
    expect(rules("i'll be deleting my profile soon so let's swap numbers")).toEqual(["off-app"]);
    expect(rules("i'd rather keep chatting here before we swap numbers")).toEqual([]);
    expect(rules("i'm more active on wechat, my id is lily8821")).toEqual(["off-app"]);
    expect(rules("my premium is running out tomorrow, message me on wa before it does")).toEqual(["off-app"]);
    expect(rules("come see all my videos, i'm at sweetlily.fun")).toEqual(["off-app"]);
  });
});

describe("talk of apps and money that is no ask", () => {
  it("gives a handle only with a handle after 'my snap is', and a chat noun is no verb", () => {
    expect(rules("my kik is jdawg420")).toEqual(["off-app"]);
    expect(rules("my number is the same as my old one lol")).toEqual([]);
    expect(rules("my friends and i have a group chat on whatsapp")).toEqual([]);
  });

  it("leaves an app used with other people alone, unless the line asks the reader there", () => {
    expect(rules("i only use snapchat to talk to my cousins")).toEqual([]);
    expect(rules("i mostly use whatsapp for work stuff")).toEqual([]);
    expect(rules("i use telegram for work, add me @anna")).toEqual(["off-app"]);
  });

  it("leaves splitting and paying back for a shared thing alone, not an ask for bank details", () => {
    expect(rules("can you venmo me for your half? no rush")).toEqual([]);
    expect(rules("i used my paypal to buy concert tickets and it got flagged")).toEqual([]);
    expect(rules("send me ur account number n routing so i can pay u 4 ur time")).toContain("money");
    expect(rules("if you help me with the customs fee my package will be released and i can pay you back")).toEqual([
      "money",
    ]);
  });

  it("reads despair beside a hardship, a boast of winnings beside trading, and Spanish and French asks", () => {
    expect(rules("i lost my job and my rent is due on friday, i don't know what i'm going to do")).toEqual(["money"]);
    expect(rules("i'm broke until payday but we can do a picnic")).toEqual([]);
    expect(rules("i do a bit of trading on the side, it's honestly paid for my car")).toEqual(["crypto"]);
    expect(rules("i trade stocks a bit on the side but mostly i just lose money")).toEqual([]);
    expect(rules("pásame tu whatsapp mejor, aquí casi no entro")).toEqual(["off-app"]);
    expect(rules("mi hermana usa whatsapp para todo")).toEqual([]);
  });
});
