import { describe, expect, it } from "vitest";
import { checkMessage } from "./check";

describe("asks the line itself shows are not scams (after-meeting.ts, sender-pays.ts)", () => {
  it("leaves another app alone after a date, and flags it before one or after a good chat", () => {
    expect(checkMessage("such a fun night, add me on insta?").verdict).toBe("ok");
    expect(checkMessage("after our date can i text you on whatsapp?").verdict).toBe("ok");
    expect(checkMessage("add me on insta?").verdict).toBe("scam");
    expect(checkMessage("had a great time chatting, add me on whatsapp").verdict).toBe("scam");
  });

  it("never excuses money after a date", () => {
    expect(checkMessage("had a lovely evening! can you send me 200 on cashapp").verdict).toBe("scam");
  });

  it("leaves paying the reader alone, but not an ask that promises to pay back", () => {
    expect(checkMessage("i'll send you my half on venmo").verdict).toBe("ok");
    expect(checkMessage("we split the bill on cash app, easy").verdict).toBe("ok");
    expect(checkMessage("send me 200 on cashapp, i'll pay you back").verdict).toBe("scam");
    expect(checkMessage("can you venmo me 50, my share is next week").verdict).toBe("scam");
  });

  it("leaves an app or a payment told of someone alone, unless the line asks the reader", () => {
    expect(checkMessage("my ex used to message me on whatsapp at 3am, never again").verdict).toBe("ok");
    expect(checkMessage("i sent my brother 20 on paypal for his birthday").verdict).toBe("ok");
    expect(checkMessage("my sister sends me memes on whatsapp, add me there too").verdict).toBe("scam");
    expect(checkMessage("my mom sent me money on cash app, can you send some too").verdict).toBe("scam");
    // Who the sender texts or buys for is someone else: a habit told, not an ask of the reader.
    expect(checkMessage("i text my mom on whatsapp since she lives abroad").verdict).toBe("ok");
    expect(checkMessage("my sister wants me to buy her a gift card for her teacher").verdict).toBe("ok");
    expect(checkMessage("i text my cousin on kik, what's your kik").verdict).toBe("scam");
    // An opinion on what other people do, and a third party's crypto shown off, are told too.
    expect(checkMessage("honestly i don't get why people move to whatsapp so fast").verdict).toBe("ok");
    expect(checkMessage("my brother sent me his bitcoin wallet address to show off").verdict).toBe("ok");
    expect(checkMessage("everyone moves to telegram after a few messages, add me @x").verdict).toBe("scam");
    expect(checkMessage("my manager sent me the wallet address, send the usdt there").verdict).toBe("scam");
    expect(checkMessage("my internet bill is overdue and i can't message u anymore unless someone helps").verdict).toBe(
      "scam",
    );
  });

  it("leaves a question of which app is better alone, unless the line offers a way to reach the sender", () => {
    expect(checkMessage("do you prefer whatsapp or imessage? i'm an android girl so whatsapp wins").verdict).toBe("ok");
    expect(checkMessage("do you use whatsapp or telegram more").verdict).toBe("ok");
    expect(checkMessage("do you prefer whatsapp or telegram, i'll send you my number").verdict).toBe("scam");
  });

  it("leaves an other-app ask for a meeting planned in the line alone, but not a check to pass first", () => {
    expect(checkMessage("can i get your number after we grab coffee saturday").verdict).toBe("ok");
    expect(checkMessage("before we meet, verify your identity on this link: safedatez.info").verdict).toBe("scam");
  });

  it("leaves paying back for a thing had together alone, but not the sender's own need", () => {
    expect(checkMessage("i got us concert tickets! venmo me whenever").verdict).toBe("ok");
    expect(checkMessage("venmo me for my ticket so i can come see you").verdict).toBe("scam");
    // Paying someone else back is the sender's own debt, unless the reader is asked.
    expect(checkMessage("i'm the friend who always forgets to venmo people back").verdict).toBe("ok");
    expect(checkMessage("cash app me 50 so i can pay my cousin back").verdict).toBe("scam");
    expect(checkMessage("i send money home to my family every month, it's normal where i'm from").verdict).toBe("ok");
    expect(
      checkMessage("i send money to my mom every month but this month i'm short, could you cover me").verdict,
    ).toBe("scam");
    // A trouble told with its end is a story, unless the line asks the reader.
    expect(checkMessage("my wallet got stolen at the festival but someone turned it in").verdict).toBe("ok");
    expect(
      checkMessage("my wallet got stolen but someone found it, now they want a fee to return it, can you help").verdict,
    ).toBe("scam");
  });
});
