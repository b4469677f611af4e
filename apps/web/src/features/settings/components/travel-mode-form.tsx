import { SETTINGS_LABELS } from "@down/common/constants";
import { Plane } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useSetTravelLocation } from "../api/set-location";

/** Search from somewhere else: a city, "City, ST" or a ZIP code. */
export function TravelModeForm({ userId }: { userId: string }) {
  const [query, setQuery] = useState("");
  const setLocation = useSetTravelLocation(userId);
  const empty = query.trim() === "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || setLocation.isPending) return;
    setLocation.mutate(query, { onSuccess: () => setQuery("") });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor="travel-mode" className="flex items-center gap-2 text-sm font-semibold">
        <Plane className="size-4 text-muted-foreground" aria-hidden="true" />
        {SETTINGS_LABELS.travelMode}
      </label>
      <p id="travel-mode-hint" className="text-sm text-muted-foreground">
        Search from another city or ZIP code.
      </p>
      <div className="flex gap-2">
        <Input
          id="travel-mode"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Franklin, TN"
          autoComplete="address-level2"
          enterKeyHint="search"
          maxLength={120}
          aria-describedby="travel-mode-hint"
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={empty || setLocation.isPending} className="px-4">
          {setLocation.isPending ? <Spinner /> : null}
          {SETTINGS_LABELS.setLocation}
        </Button>
      </div>
    </form>
  );
}
