import { describe, expect, it, vi } from "vitest";
import { devSms, twilioSms } from "./sms";

describe("SMS adapters", () => {
  it("the dev sender only logs", async () => {
    const log = vi.fn();
    await devSms(log).send("+16155550100", "Your DOWN code is 123456");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("+16155550100"));
  });

  it("the Twilio sender posts the message to Twilio's Messages API with basic auth", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 201 }));
    const sms = twilioSms({ accountSid: "AC123", authToken: "secret", from: "+16155550199" }, fetchMock);
    await sms.send("+16155550100", "hello");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json");
    expect((init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from("AC123:secret").toString("base64")}`,
    );
    expect(String(init.body)).toBe("To=%2B16155550100&From=%2B16155550199&Body=hello");
  });

  it("the Twilio sender fails loudly when Twilio refuses", async () => {
    const sms = twilioSms(
      { accountSid: "AC1", authToken: "x", from: "+16155550199" },
      async () => new Response("", { status: 401 }),
    );
    await expect(sms.send("+16155550100", "hi")).rejects.toThrow("401");
  });
});
