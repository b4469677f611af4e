import { OTP_LENGTH } from "@down/common/sign-in-constants";
import { type FormEvent, useEffect, useRef } from "react";
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
  const input = useRef<HTMLInputElement>(null);
  const wasBusy = useRef(busy);
  // A check that ended without signing in (busy again false, all six digits still there) was refused: the
  // slots empty and focus goes back to the first, so the next code is typed or pasted whole instead of its
  // last digit replacing the wrong code's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the end of a check clears, not each keystroke.
  useEffect(() => {
    const refused = wasBusy.current && !busy && code.length === OTP_LENGTH;
    wasBusy.current = busy;
    if (!refused) return;
    onCodeChange("");
    input.current?.focus();
    input.current?.setSelectionRange(0, 0);
  }, [busy]);
  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate aria-label="Verify code">
      <div className="flex flex-col gap-3">
        <label htmlFor="otp" className={labelClasses}>
          Verification code
        </label>
        <OtpField id="otp" value={code} onChange={onCodeChange} disabled={busy} inputRef={input} />
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
