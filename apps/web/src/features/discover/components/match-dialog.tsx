import { TIMINGS } from "@down/common/constants";
import { HeartHandshake } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { PhotoImg } from "@/components/ui/photo-img";

export interface MatchedPerson {
  name: string;
  photo: string | null;
}

/** docs/product.md#errors-and-notices: a mutual request shows 'It's a Match!' and goes to /matches after 1.5 s. */
export function MatchDialog({ person }: { person: MatchedPerson | null }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!person) return;
    const timer = window.setTimeout(() => navigate("/matches"), TIMINGS.matchRedirectMs);
    return () => window.clearTimeout(timer);
  }, [person, navigate]);

  return (
    <Dialog open={person !== null}>
      <DialogContent hideClose className="flex flex-col items-center gap-4 py-8 text-center">
        <div className="relative">
          {person?.photo ? (
            <PhotoImg
              url={person.photo}
              sizes="6rem"
              loading="eager"
              alt=""
              className="size-24 rounded-full bg-surface-muted object-cover ring-4 ring-accent"
            />
          ) : (
            <span className="block size-24 rounded-full bg-accent-soft ring-4 ring-accent" />
          )}
          <span className="absolute -right-2 -bottom-2 inline-flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-float">
            <HeartHandshake className="size-6" aria-hidden="true" />
          </span>
        </div>
        <DialogTitle className="text-3xl font-black tracking-tight text-accent">It's a Match!</DialogTitle>
        <DialogDescription className="text-base">You and {person?.name} are both DOWN.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
