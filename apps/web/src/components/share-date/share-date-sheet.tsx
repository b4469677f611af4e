import { CHECK_IN_ANSWER_MS, type DateShareStatus } from "@down/common/schemas/date-share";
import { format } from "date-fns";
import { Copy, Link2, Share2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";
import { useRemoveCheckIn, useSetCheckIn, useShareDate, useShareStatus, useStopSharing } from "./share-date-api";

export interface SharedDate {
  id: string;
  /** The match's name as the card shows it. */
  name: string;
  scheduledAt: string;
}

const failed = (error: unknown) =>
  toast.error("Error", {
    description:
      isApiError(error) && error.status < 500 && error.serverMessage
        ? error.serverMessage
        : "Something went wrong. Please try again.",
  });

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** Share My Date (decision 023): a read-only link for someone the person trusts, and the optional check-in. */
export function ShareDateSheet({
  date,
  onOpenChange,
}: {
  date: SharedDate | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={date !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share My Date</DialogTitle>
          <DialogDescription>
            Send a read-only link to someone you trust. It shows the place, the time, {date ? firstName(date.name) : ""}
            's first name, age and first photo, and your first name. Nothing else.
          </DialogDescription>
        </DialogHeader>
        {date ? <ShareBody date={date} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShareBody({ date }: { date: SharedDate }) {
  const status = useShareStatus(date.id);
  const share = useShareDate(date.id);
  const stop = useStopSharing(date.id);
  // Only the token's hash is kept, so a link is shown once, in the sheet that made it.
  const [url, setUrl] = useState<string | null>(null);
  const shared = status.data?.shared ?? false;

  const create = () => share.mutate(undefined, { onSuccess: (link) => setUrl(link.url), onError: failed });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied");
    } catch {
      toast.error("Error", { description: "Copy did not work. Select the link and copy it." });
    }
  };
  const sendOn = () => {
    if (url && "share" in navigator) void navigator.share({ title: "My date", url }).catch(() => undefined);
  };
  const stopSharing = () =>
    stop.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.success("Sharing stopped", { description: "The link no longer opens." });
      },
      onError: failed,
    });

  if (status.isPending) return <Spinner />;
  return (
    <div className="flex flex-col gap-5">
      {url ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`share-url-${date.id}`}>Your link</Label>
          <Input id={`share-url-${date.id}`} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
          <div className="flex gap-2 [&>*]:flex-1">
            <Button type="button" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
            {"share" in navigator ? (
              <Button type="button" onClick={sendOn}>
                <Share2 aria-hidden="true" />
                Send
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <Button type="button" onClick={create} disabled={share.isPending}>
          {share.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
          {shared ? "Make a new link" : "Create link"}
        </Button>
      )}
      {shared && status.data?.expiresAt ? (
        <p className="text-sm text-muted-foreground">
          Links work until {format(new Date(status.data.expiresAt), "MMM d, h:mm a")}, a day after the date.
        </p>
      ) : null}
      <CheckInForm date={date} status={status.data ?? null} />
      {shared ? (
        <Button type="button" variant="outline" onClick={stopSharing} disabled={stop.isPending}>
          Stop sharing
        </Button>
      ) : null}
    </div>
  );
}

/** The default question time: an hour into the date, as a datetime-local value. */
const localValue = (at: Date) => format(at, "yyyy-MM-dd'T'HH:mm");

function CheckInForm({ date, status }: { date: SharedDate; status: DateShareStatus | null }) {
  const ids = useId();
  const set = useSetCheckIn(date.id);
  const remove = useRemoveCheckIn(date.id);
  const [phone, setPhone] = useState("");
  const [at, setAt] = useState(() => localValue(new Date(new Date(date.scheduledAt).getTime() + 60 * 60_000)));
  const [error, setError] = useState<string | null>(null);
  const checkIn = status?.checkIn ?? null;
  const minutes = CHECK_IN_ANSWER_MS / 60_000;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const when = new Date(at);
    if (Number.isNaN(when.getTime())) return setError("Please choose a valid time");
    set.mutate(
      { contactPhone: phone, at: when.toISOString() },
      {
        onSuccess: () => toast.success("Check-in set"),
        onError: (e) => (isApiError(e, 400) && e.serverMessage ? setError(e.serverMessage) : failed(e)),
      },
    );
  };

  if (checkIn) {
    return (
      <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-2 rounded-2xl bg-surface-muted p-4">
        <h3 id={`${ids}-title`} className="font-semibold">
          Check-in
        </h3>
        <p className="text-sm">
          At {format(new Date(checkIn.at), "h:mm a")} DOWN asks "Are you OK?". If you don't answer within {minutes}{" "}
          minutes, we text {checkIn.contactPhone} your link.
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined, { onError: failed })}
        >
          Remove check-in
        </Button>
      </section>
    );
  }
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${ids}-title`}
      className="flex flex-col gap-3 rounded-2xl bg-surface-muted p-4"
      noValidate
    >
      <h3 id={`${ids}-title`} className="font-semibold">
        Check-in (optional)
      </h3>
      <p className="text-sm text-muted-foreground">
        During the date DOWN asks "Are you OK?". If you don't answer within {minutes} minutes, your trusted contact gets
        a text with your link. Their number is deleted after the date.
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-phone`}>Trusted contact's phone</Label>
        <Input
          id={`${ids}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="(615) 555-0123"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-at`}>Ask me at</Label>
        <Input id={`${ids}-at`} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      </div>
      {error ? (
        <p id={`${ids}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={set.isPending || phone.trim() === ""}>
        {set.isPending ? <Spinner /> : null}
        Set check-in
      </Button>
    </form>
  );
}
