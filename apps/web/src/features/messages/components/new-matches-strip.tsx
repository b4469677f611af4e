import type { Conversation } from "@down/common/schemas/messages";
import { Link } from "wouter";
import { SectionHeading } from "@/components/page/page";
import { Avatar } from "./avatar";
import { nameOf } from "./conversation-row";

/** Matches nobody has written to yet: a row of faces to start a conversation with. */
export function NewMatchesStrip({ matches }: { matches: Conversation[] }) {
  return (
    <section aria-labelledby="new-matches-heading" className="flex flex-col gap-2">
      <SectionHeading>
        <span id="new-matches-heading">New matches</span>
      </SectionHeading>
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-1">
        {matches.map((m) => (
          <li key={m.otherId} className="shrink-0">
            <Link
              href={`/messages/${m.otherId}`}
              className="flex w-[4.5rem] flex-col items-center gap-1.5 rounded-2xl py-1 text-center"
            >
              <Avatar
                name={nameOf(m)}
                photo={m.photo}
                className="size-16 ring-2 ring-accent ring-offset-2 ring-offset-background"
              />
              <span dir="auto" className="w-full truncate text-xs font-semibold">
                {nameOf(m).split(" ")[0]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
