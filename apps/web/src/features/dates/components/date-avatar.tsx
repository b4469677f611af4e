import type { PersonSummary } from "@down/common/schemas/dates";
import { PhotoImg } from "@/components/ui/photo-img";
import { initials } from "../lib/my-dates";

/** The other person's photo, or two-letter initials when they have none. */
export function DateAvatar({ person }: { person: PersonSummary }) {
  if (person.photo) {
    return (
      <PhotoImg
        url={person.photo}
        sizes="48px"
        alt=""
        className="size-12 shrink-0 rounded-full bg-surface-muted object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-base font-bold text-accent-soft-foreground"
    >
      {initials(person.name)}
    </span>
  );
}
