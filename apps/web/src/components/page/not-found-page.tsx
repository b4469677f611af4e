import { Compass } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";

export function NotFoundPage() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70dvh] max-w-[480px] flex-col items-center justify-center gap-5 px-6 text-center"
    >
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="text-sm text-muted-foreground">This page wandered off. Let's get you back somewhere familiar.</p>
      <Link href="/" className={buttonVariants()}>
        Go home
      </Link>
    </main>
  );
}
