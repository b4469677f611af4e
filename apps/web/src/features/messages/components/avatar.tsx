import { cn } from "@/lib/cn";

/** A round photo, or the name's initials on a tinted disc when there is none. */
export function Avatar({ name, photo, className }: { name: string; photo: string | null; className?: string }) {
  const initials =
    name
      .split(/\s+/)
      .map((part) => part[0] ?? "")
      .join("")
      .slice(0, 2)
      .toUpperCase() || "?";
  return photo ? (
    <img
      src={photo}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      className={cn("size-14 shrink-0 rounded-full bg-surface-muted object-cover", className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent-soft-foreground",
        className,
      )}
    >
      {initials}
    </span>
  );
}
