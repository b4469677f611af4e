import { type FormEvent, useState } from "react";
import { Page } from "@/components/page/page";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/lazy-toast";
import { errorDescription } from "../api/error-description";
import { useSendFeedback } from "../api/send-feedback";

export function FeedbackPage() {
  const [message, setMessage] = useState("");
  const send = useSendFeedback();
  const empty = message.trim() === "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty) return;
    send.mutate(
      { message: message.trim() },
      {
        onSuccess: () => {
          toast.success("Thanks for your feedback!");
          setMessage("");
        },
        onError: (error) => toast.error("Error", { description: errorDescription(error) }),
      },
    );
  };

  return (
    <Page title="GIVE US FEEDBACK" back>
      <p className="text-base text-muted-foreground">
        Tell us what you love, what's missing, or what got in your way. Every note is read.
      </p>
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <Label htmlFor="feedback">Your feedback</Label>
        <Textarea
          id="feedback"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Share your thoughts..."
          maxLength={5000}
        />
        <Button type="submit" size="lg" disabled={empty || send.isPending}>
          {send.isPending ? <Spinner /> : null}
          SUBMIT
        </Button>
      </form>
    </Page>
  );
}
