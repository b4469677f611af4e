import { OTP_LENGTH } from "@down/common/sign-in-constants";
import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from "input-otp";
import type { Ref } from "react";

function Slot({ char, isActive, hasFakeCaret }: SlotProps) {
  return (
    <div
      className={`relative flex h-14 w-full items-center justify-center rounded-2xl border bg-surface text-2xl font-semibold tabular-nums transition-[border-color,box-shadow] ${isActive ? "border-accent ring-4 ring-accent/15" : "border-input"}`}
    >
      {char}
      {hasFakeCaret ? (
        <span aria-hidden="true" className="absolute h-6 w-0.5 animate-pulse rounded-full bg-foreground" />
      ) : null}
    </div>
  );
}

/** Six numeric slots; the OS can fill them from an SMS (autocomplete one-time-code). */
export function OtpField({
  id,
  value,
  onChange,
  disabled,
  inputRef,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The one input behind the six slots, so the code step can put focus back on the first slot. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <OTPInput
      ref={inputRef}
      id={id}
      aria-label="Verification code"
      maxLength={OTP_LENGTH}
      value={value}
      onChange={onChange}
      disabled={disabled}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus
      noScriptCSSFallback={null}
      // A one-time code is never saved by password managers; skip their badge detection.
      pushPasswordManagerStrategy="none"
      containerClassName="flex w-full items-center has-[:disabled]:opacity-60"
      render={({ slots }) => (
        <div className="grid w-full grid-cols-6 gap-2">
          {slots.map((slot, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are fixed positions of the code.
            <Slot key={index} {...slot} />
          ))}
        </div>
      )}
    />
  );
}
