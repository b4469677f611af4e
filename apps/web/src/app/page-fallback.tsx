// Plain spans in the Skeleton's look: this sits in the entry chunk, which stays free of tailwind-merge (cn).
const bone = "block animate-pulse bg-surface-muted";

/** Shown for the moment a screen's code loads: the header's footprint, so nothing jumps when it arrives. */
export function PageFallback() {
  return (
    <div aria-busy="true">
      <div className="pt-safe border-b border-border/70">
        <div className="mx-auto flex h-16 max-w-[480px] items-center px-4">
          <span aria-hidden="true" className={`${bone} h-5 w-32 rounded-full`} />
        </div>
      </div>
      <div className="mx-auto flex max-w-[480px] flex-col gap-4 px-4 pt-5">
        <span aria-hidden="true" className={`${bone} h-24 rounded-2xl`} />
        <span aria-hidden="true" className={`${bone} h-24 rounded-2xl`} />
      </div>
    </div>
  );
}
