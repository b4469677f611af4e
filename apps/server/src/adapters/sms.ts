import type { TwilioConfig } from "../config";

/** Sends a sign-in code. The dev sender shows the code on screen instead (never in production: config refuses). */
export interface SmsSender {
  readonly kind: "dev" | "twilio";
  send(phoneE164: string, text: string): Promise<void>;
}

export function devSms(log: (line: string) => void): SmsSender {
  return {
    kind: "dev",
    async send(phone, text) {
      log(`[dev sms] to ${phone}: ${text}`);
    },
  };
}

export function twilioSms(config: TwilioConfig, fetchImpl: typeof fetch = fetch): SmsSender {
  const url = `https://api.twilio.com/2010-04-01/Accounts/${config.accountSid}/Messages.json`;
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64");
  return {
    kind: "twilio",
    async send(phone, text) {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { authorization: `Basic ${auth}`, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ To: phone, From: config.from, Body: text }),
      });
      if (!response.ok) throw new Error(`Twilio answered ${response.status}`);
    },
  };
}
