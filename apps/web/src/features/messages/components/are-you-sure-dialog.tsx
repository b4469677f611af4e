import { useRef } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { OutboxEntry } from "@/lib/realtime/outbox";

/**
 * "Are you sure?" (docs/product.md, "Message check"): the server refused a line the message check flagged,
 * and nothing was stored. The sender sees the words that stood out and chooses: Edit puts the line back in
 * the composer unsent (so does closing the dialog), Send anyway sends it confirmed. Edit is first and takes
 * focus: the safe choice is the easy one.
 */
export function AreYouSureDialog({
  entry,
  otherName,
  onEdit,
  onSendAnyway,
}: {
  /** The refused line, or null when there is nothing to ask about. */
  entry: OutboxEntry | null;
  otherName: string;
  onEdit: (entry: OutboxEntry) => void;
  onSendAnyway: (entry: OutboxEntry) => void;
}) {
  const words = entry?.flagged ?? [];
  const edit = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (!open && entry ? onEdit(entry) : undefined)}>
      <DialogContent
        hideClose
        onOpenAutoFocus={(event) => {
          // Focus starts on Edit, the safe choice, not on the first button in reading order.
          event.preventDefault();
          edit.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Are you sure?</DialogTitle>
          <DialogDescription>
            Some words in your {entry?.kind === "question" ? "question" : "message"} may upset <bdi>{otherName}</bdi>.
            It hasn't been sent.
          </DialogDescription>
        </DialogHeader>
        {words.length > 0 ? (
          <ul aria-label="Flagged words" className="flex flex-wrap gap-2">
            {words.map((word) => (
              <li
                key={word}
                dir="auto"
                className="rounded-full bg-destructive/15 px-3 py-1 text-sm font-semibold text-red-700 dark:text-destructive"
              >
                {word}
              </li>
            ))}
          </ul>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => entry && onSendAnyway(entry)}>
            Send anyway
          </Button>
          {/* Last in the footer: on a phone its column-reverse puts Edit on top, under the thumb. */}
          <Button ref={edit} onClick={() => entry && onEdit(entry)}>
            Edit
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
