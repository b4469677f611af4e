import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

const MAX_TAG_LENGTH = 40;

/** docs/product.md#edit-profile: trimmed; ignored when empty or already present (in any letter case). */
export function addTag(list: readonly string[], raw: string): string[] {
  const tag = raw.trim();
  if (!tag) return [...list];
  const taken = list.some((existing) => existing.toLowerCase() === tag.toLowerCase());
  return taken ? [...list] : [...list, tag];
}

/** Chips plus an input where Enter (or the + button, for phone keyboards) adds the typed tag. */
export function TagInput({
  label,
  itemName,
  value,
  onChange,
  placeholder,
}: {
  /** Names the list of chips ("Interests"). */
  label: string;
  /** "interest" or "language", for the buttons' accessible names. */
  itemName: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  placeholder: string;
}) {
  const [draft, setDraft] = useState("");

  const commit = () => {
    const next = addTag(value, draft);
    if (next.length !== value.length) onChange(next);
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    // Enter must add a tag, never submit the whole profile form.
    event.preventDefault();
    commit();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <Input
          aria-label={`New ${itemName}`}
          value={draft}
          maxLength={MAX_TAG_LENGTH}
          placeholder={placeholder}
          enterKeyHint="done"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="secondary"
          size="icon"
          className="size-12 rounded-2xl"
          aria-label={`Add ${itemName}`}
          onClick={commit}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex h-9 items-center gap-1 rounded-full bg-accent-soft pr-1 pl-3.5 text-sm font-medium text-accent-soft-foreground"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove ${tag}`}
                onClick={() => onChange(value.filter((existing) => existing !== tag))}
                className="-my-1 -mr-1 inline-flex size-11 items-center justify-center rounded-full hover:bg-accent/15"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">None added yet.</p>
      )}
    </div>
  );
}
