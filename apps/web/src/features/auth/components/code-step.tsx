import { OTP_LENGTH } from "@down/common/constants";
import type { FormEvent } from "react";
import { labelClasses } from "@/components/ui/base-classes";
import { BusySpinner, LoginButton } from "./login-controls";
import { OtpField } from "./otp-field";

export function CodeStep({
  phone,
  code,
  onCodeChange,
  devOtp,
  busy,
  onSubmit,
  onChangePhone,
  onSendNewCode,
}: {
  phone: string;
  code: string;
  onCodeChange: (code: string) => void;
  devOtp: string | null;
  busy: boolean;
  onSubmit: () => void;
  onChangePhone: () => void;
  /** Offered once the code took too many wrong guesses: it can no longer be used. */
  onSendNewCode?: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate aria-label="Verify code">
      <div className="flex flex-col gap-3">
        <label htmlFor="otp" className={labelClasses}>
          Verification code
        </label>
        <OtpField id="otp" value={code} onChange={onCodeChange} disabled={busy} />
        <p className="text-sm text-muted-foreground">
          Code sent to <span className="font-semibold text-foreground">{phone}</span>
        </p>
      </div>
      {devOtp ? (
        <div className="flex flex-col items-center gap-1 rounded-2xl border border-dashed border-accent/50 bg-accent-soft px-4 py-3 text-center">
          <p className="text-sm font-medium text-accent-soft-foreground/90">Development Mode - Your Code:</p>
          <code
            data-testid="dev-otp"
            className="font-mono text-2xl font-bold tracking-[0.3em] text-accent-soft-foreground"
          >
            {devOtp}
          </code>
        </div>
      ) : null}
      <LoginButton type="submit" size="lg" disabled={busy || code.length !== OTP_LENGTH}>
        {busy ? (
          <>
            <BusySpinner /> Verifying...
          </>
        ) : (
          "Verify & Continue"
        )}
      </LoginButton>
      {onSendNewCode ? (
        <LoginButton type="button" variant="outline" onClick={onSendNewCode} disabled={busy}>
          Send a new code
        </LoginButton>
      ) : null}
      <LoginButton type="button" variant="ghost" onClick={onChangePhone} disabled={busy}>
        Change Phone Number
      </LoginButton>
    </form>
  );
}
