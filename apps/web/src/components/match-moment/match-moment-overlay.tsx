import { Heart } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { PhotoImg } from "@/components/ui/photo-img";
import { useOwnProfile } from "@/lib/api/own-profile";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import type { MatchedPerson } from "@/lib/match-moment/match-moment-store";

/** One round portrait of the pair; a soft disc with the initial when there is no photo yet. */
function Portrait({ photo, name, className }: { photo: string | null | undefined; name: string; className: string }) {
  const frame = `size-32 shrink-0 overflow-hidden rounded-full border-4 border-background bg-accent-soft shadow-float ${className}`;
  if (photo) {
    return (
      <span className={frame}>
        <PhotoImg url={photo} sizes="8rem" loading="eager" alt="" className="size-full object-cover" />
      </span>
    );
  }
  return (
    <span
      className={`${frame} inline-flex items-center justify-center text-4xl font-black text-accent-soft-foreground`}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * "It's a Match!" (docs/product.md#the-match-moment): the whole screen, both photos, and two ways on — "Send a
 * message" opens the chat with them, "Keep browsing" closes. A Radix dialog: role=dialog, aria-modal, focus moved
 * in and given back, Escape closes; the browser's Back closes it like every dialog of the app.
 */
export function MatchMomentOverlay({ person, onClose }: { person: MatchedPerson; onClose: () => void }) {
  const me = useCurrentUser();
  const myPhoto = useOwnProfile(me.id).data?.photos[0];
  const [, navigate] = useLocation();
  const name = person.name?.trim() || "your match";
  // Whatever had focus when the moment came (it came unasked, with no button that opened it) gets it back.
  const [returnTo] = useState(() => document.activeElement);
  const sendMessage = () => {
    onClose();
    // In place of the moment's own history entry (lib/back-closes.ts), so Back from the chat returns to the
    // screen the moment came over, not to an empty step.
    navigate(`/messages/${person.id}`, { replace: true });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        hideClose
        aria-modal="true"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
        }}
        // The whole screen, not the centred card every other dialog is.
        className="inset-0 top-0 flex h-dvh max-h-none w-full max-w-none translate-y-0 flex-col items-center justify-center gap-8 overflow-y-auto rounded-none border-0 bg-background bg-gradient-to-b from-accent-soft via-background to-background px-6 pt-[calc(2rem+env(safe-area-inset-top))] pb-[calc(2rem+env(safe-area-inset-bottom))] text-center"
      >
        <div className="flex flex-col items-center gap-2">
          <DialogTitle className="text-4xl font-black tracking-tight text-accent">It's a Match!</DialogTitle>
          <DialogDescription className="text-base text-muted-foreground">
            You and <bdi className="font-semibold text-foreground">{name}</bdi> are both DOWN.
          </DialogDescription>
        </div>
        <div className="relative flex items-center justify-center" aria-hidden="true">
          <Portrait photo={myPhoto} name={me.name ?? "You"} className="-rotate-6" />
          <Portrait photo={person.photo} name={name} className="-ml-6 rotate-6" />
          <span className="absolute -bottom-4 left-1/2 inline-flex size-14 -translate-x-1/2 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-float motion-safe:animate-pop-in">
            <Heart className="size-7 fill-current" />
          </span>
        </div>
        <div className="flex w-full max-w-sm flex-col gap-3 pt-4">
          <Button size="lg" onClick={sendMessage}>
            Send a message
          </Button>
          <Button size="lg" variant="outline" onClick={onClose}>
            Keep browsing
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
