import { Phone } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";

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
        <Label htmlFor="phone">Phone number</Label>
        <div className="relative">
          <Phone
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(555) 123-4567"
            className="h-14 pl-12 text-lg"
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
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? (
          <>
            <Spinner /> Sending...
          </>
        ) : (
          "Send Verification Code"
        )}
      </Button>
    </form>
  );
}
