import { Heart } from "lucide-react";
import { useFavoriteIds, useSetFavorite } from "@/lib/api/favorites";
import { cn } from "@/lib/cn";

/** The heart toggle on a card or profile, saved on the server (it survives a reload and shows on every card). */
export function FavoriteHeart({ userId, name, className }: { userId: string; name: string; className?: string }) {
  const favorites = useFavoriteIds();
  const setFavorite = useSetFavorite();
  const favorite = favorites.data?.has(userId) ?? false;
  return (
    <button
      type="button"
      aria-label={`Favourite ${name}`}
      aria-pressed={favorite}
      disabled={favorites.isPending}
      onClick={() => setFavorite.mutate({ id: userId, favorite: !favorite })}
      className={cn(
        "z-20 inline-flex size-11 items-center justify-center rounded-full text-white disabled:opacity-70",
        className,
      )}
    >
      <span className="inline-flex size-9 items-center justify-center rounded-full bg-black/35 backdrop-blur-sm">
        <Heart className={cn("size-5", favorite && "fill-accent text-accent")} aria-hidden="true" />
      </span>
    </button>
  );
}
