import { type FormEvent, useRef } from "react";
import { fieldSurfaceClasses, labelClasses } from "@/components/ui/base-classes";
import { formatPhoneValue, loadPhoneFormatter, nextPhoneValue } from "../lib/phone-format";
import { BusySpinner, LoginButton, PhoneIcon } from "./login-controls";

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
  // The latest value for the formatter's arrival, which may come after several keystrokes.
  const latest = useRef(phone);
  latest.current = phone;
  const loaded = useRef(false);
  const prepare = () => {
    if (loaded.current) return;
    loaded.current = true;
    void loadPhoneFormatter().then(() => {
      const formatted = formatPhoneValue(latest.current);
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
              onPhoneChange(nextPhoneValue(phone, event.target.value));
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
