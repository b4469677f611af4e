import { type FormEvent, useRef } from "react";
import { fieldSurfaceClasses, labelClasses } from "@/components/ui/base-classes";
import { BusySpinner, LoginButton, PhoneIcon } from "./login-controls";

type PhoneFormat = typeof import("../lib/phone-format");

/** Before the formatter arrives: digits and a leading "+" only (at most 15 digits, as E.164 allows). */
const phoneChars = (raw: string) => (raw.trimStart().startsWith("+") ? "+" : "") + raw.replace(/\D/g, "").slice(0, 15);

export function PhoneStep({
  phone,
  onPhoneChange,
  busy,
  onSubmit,
}: {
  phone: string;
  onPhoneChange: (phone: string) => void;
  busy: boolean;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  // The formatter (../lib/phone-format with libphonenumber) loads on first focus or keystroke, outside the login
  // screen's first-paint budget; until it is in, the field keeps only digits and a leading "+".
  const formatter = useRef<PhoneFormat | null>(null);
  const latest = useRef(phone);
  latest.current = phone;
  const loading = useRef(false);
  const prepare = () => {
    if (loading.current) return;
    loading.current = true;
    void import("../lib/phone-format").then((module) => {
      formatter.current = module;
      const formatted = module.formatPhoneValue(latest.current);
      if (formatted !== latest.current) onPhoneChange(formatted);
    });
  };
  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      <div className="flex flex-col gap-2">
        <label htmlFor="phone" className={labelClasses}>
          Phone number
        </label>
        <div className="relative">
          <PhoneIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground" />
          <input
            id="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(555) 123-4567"
            data-slot="input"
            className={`${fieldSurfaceClasses} h-14 pr-4 pl-12 text-lg`}
            value={phone}
            onFocus={prepare}
            onChange={(event) => {
              prepare();
              const raw = event.target.value;
              onPhoneChange(formatter.current ? formatter.current.nextPhoneValue(phone, raw) : phoneChars(raw));
            }}
            disabled={busy}
            aria-describedby="phone-note"
          />
        </div>
        <p id="phone-note" className="text-sm text-muted-foreground">
          We'll send you a verification code via SMS
        </p>
      </div>
      <LoginButton type="submit" size="lg" disabled={busy}>
        {busy ? (
          <>
            <BusySpinner /> Sending...
          </>
        ) : (
          "Send Verification Code"
        )}
      </LoginButton>
    </form>
  );
}
