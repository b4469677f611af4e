import { type FormEvent, useState } from "react";
import { Page } from "@/components/page/page";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/lazy-toast";
import { errorDescription } from "../api/error-description";
import { useSendContact } from "../api/send-feedback";

export function ContactPage() {
  const [subject, setSubject] = useState("");
  const [comments, setComments] = useState("");
  const send = useSendContact();
  // The server needs something to read; a subject alone is not a message.
  const empty = comments.trim() === "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty) return;
    send.mutate(
      { subject: subject.trim(), comments: comments.trim() },
      {
        onSuccess: () => {
          toast.success("Message sent");
          setSubject("");
          setComments("");
        },
        onError: (error) => toast.error("Error", { description: errorDescription(error) }),
      },
    );
  };

  return (
    <Page title="CONTACT US" back>
      <p className="text-base text-muted-foreground">
        Questions, reports or account help — we usually reply within a day.
      </p>
      <form className="flex flex-col gap-5" onSubmit={submit}>
        <div className="flex flex-col gap-2">
          <Label htmlFor="subject">SUBJECT</Label>
          <Input id="subject" value={subject} onChange={(event) => setSubject(event.target.value)} maxLength={200} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="comments">COMMENTS</Label>
          <Textarea
            id="comments"
            value={comments}
            onChange={(event) => setComments(event.target.value)}
            maxLength={5000}
          />
        </div>
        <Button type="submit" size="lg" disabled={empty || send.isPending}>
          {send.isPending ? <Spinner /> : null}
          SUBMIT
        </Button>
      </form>
    </Page>
  );
}
