import { REVIEW_ACTIVITIES_MAX, REVIEW_ACTIVITY_MAX } from "@down/common/schemas/dates";
import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** Activities as tags: Enter adds (trimmed, not empty, not twice), each removable. */
export function ActivitiesInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const [draft, setDraft] = useState("");
  const full = value.length >= REVIEW_ACTIVITIES_MAX;

  const add = () => {
    const tag = draft.trim();
    if (tag && !value.some((v) => v.toLocaleLowerCase() === tag.toLocaleLowerCase()) && !full) {
      onChange([...value, tag]);
    }
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Activities (optional)</Label>
      <Input
        id={id}
        value={draft}
        maxLength={REVIEW_ACTIVITY_MAX}
        disabled={full}
        placeholder={full ? `At most ${REVIEW_ACTIVITIES_MAX}` : "e.g. Coffee, then press Enter"}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Activities">
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="neutral" className="gap-0 py-0 pr-0 pl-3 text-sm text-foreground">
                {tag}
                <button
                  type="button"
                  aria-label={`Remove ${tag}`}
                  onClick={() => onChange(value.filter((v) => v !== tag))}
                  className="inline-flex size-11 items-center justify-center rounded-full hover:text-destructive"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
