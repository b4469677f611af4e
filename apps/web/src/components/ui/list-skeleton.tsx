import { Fragment, type ReactNode } from "react";

/**
 * The one loading state of a list: `count` placeholders of one item, the size of the real ones so the list does
 * not jump when it arrives, announced once by the status role and its label. The layout (a column or the
 * two-up grid) stays the list's own, so each screen looks as it did before the copies were folded.
 */
export function ListSkeleton({
  label,
  count,
  item,
  className = "flex flex-col gap-3",
}: {
  label: string;
  count: number;
  item: ReactNode;
  className?: string;
}) {
  return (
    <div className={className} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // The placeholders are alike and never reorder, so their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>{item}</Fragment>
      ))}
    </div>
  );
}
