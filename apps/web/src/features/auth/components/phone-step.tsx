import type { FormEvent } from "react";
import { fieldSurfaceClasses, labelClasses } from "@/components/ui/base-classes";
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
            onChange={(event) => onPhoneChange(event.target.value)}
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
