import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { PageHeader } from "./page-header";

/** Header plus the page's main landmark, centred at phone width on larger screens. */
export function Page({
  title,
  back = false,
  actions,
  heading,
  links,
  className,
  children,
}: {
  title: string;
  back?: boolean;
  actions?: ReactNode;
  heading?: ReactNode;
  /** Profile and the bell in the header (default on). */
  links?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} back={back} actions={actions} heading={heading} links={links} />
      <main id="main" className={cn("mx-auto flex w-full max-w-[480px] flex-col gap-6 px-4 pt-5 pb-8", className)}>
        {children}
      </main>
    </>
  );
}

export function SectionHeading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <h2 className="text-sm font-bold tracking-[0.12em] text-muted-foreground">{children}</h2>
      {action}
    </div>
  );
}
