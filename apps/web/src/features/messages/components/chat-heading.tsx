import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { Avatar } from "./avatar";

/** The header's title slot in a chat: the other person's photo and name, a link to their profile. */
export function ChatHeading({
  otherId,
  person,
}: {
  otherId: string;
  person: { name: string; photo: string | null } | undefined;
}) {
  if (!person) {
    return (
      <span className="flex items-center gap-2 px-1" role="status" aria-label="Loading...">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-4 w-24 rounded-md" />
      </span>
    );
  }
  return (
    <Link
      href={`/profile/${otherId}`}
      className="flex min-h-11 min-w-0 items-center gap-2 rounded-full px-1 text-base font-bold"
      aria-label={`${person.name}, view profile`}
    >
      <Avatar name={person.name} photo={person.photo} className="size-9 text-sm" />
      {/* The whole name: two lines before it would ever be cut. */}
      <span className="line-clamp-2 break-words leading-tight">
        <bdi>{person.name}</bdi>
      </span>
    </Link>
  );
}
