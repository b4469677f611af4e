import { MAX_AGE, MIN_AGE } from "@down/common/constants";
import { type ProfileGap, profileGaps } from "@down/common/profile-ready";
import type { OwnProfile } from "@down/common/schemas/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ownProfileKey, useOwnProfile } from "@/lib/api/own-profile";
import { apiJson } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { SaveAndContinue } from "./save-and-continue";

function ageError(value: string): string | null {
  const age = Number(value);
  if (value.trim() === "" || !Number.isInteger(age)) return "Enter your age";
  if (age < MIN_AGE) return "Must be at least 18";
  if (age > MAX_AGE) return "Invalid age";
  return null;
}

/**
 * The "finish your profile" step: asks for exactly what the server said is missing (a name, an age of
 * 18 or more), saves it, then hands back to what the person was doing through `onDone`.
 */
export function FinishProfileForm({ onDone }: { onDone: () => void }) {
  const user = useCurrentUser();
  const profile = useOwnProfile(user.id);
  if (!profile.data) {
    return (
      <div role="status" aria-label="Loading your profile..." className="flex justify-center py-6">
        <Spinner />
      </div>
    );
  }
  // Keyed by the gaps so a refetched profile starts the fields afresh.
  const gaps = profileGaps(profile.data);
  return <GapFields key={gaps.join()} gaps={gaps} userId={user.id} onDone={onDone} />;
}

function GapFields({ gaps, userId, onDone }: { gaps: ProfileGap[]; userId: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState("");
  const [age, setAge] = useState("");
  const [errors, setErrors] = useState<Partial<Record<ProfileGap, string>>>({});
  const save = useMutation({
    mutationFn: (patch: { name?: string; age?: number }) =>
      apiJson<OwnProfile>("PATCH", `/api/profiles/${userId}`, patch),
    onSuccess: (saved) => queryClient.setQueryData(ownProfileKey(userId), saved),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<ProfileGap, string>> = {};
    if (gaps.includes("name") && name.trim() === "") next.name = "Enter your name";
    const badAge = gaps.includes("age") ? ageError(age) : null;
    if (badAge) next.age = badAge;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate(
      {
        ...(gaps.includes("name") ? { name: name.trim() } : {}),
        ...(gaps.includes("age") ? { age: Number(age) } : {}),
      },
      { onSuccess: onDone },
    );
  };

  if (gaps.length === 0) {
    return (
      <Button className="w-full" onClick={onDone}>
        Continue
      </Button>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {gaps.includes("name") ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            autoComplete="given-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
          />
          {errors.name ? (
            <p id={`${id}-name-error`} className="text-sm text-destructive">
              {errors.name}
            </p>
          ) : null}
        </div>
      ) : null}
      {gaps.includes("age") ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-age`}>Age</Label>
          <Input
            id={`${id}-age`}
            inputMode="numeric"
            value={age}
            onChange={(e) => setAge(e.target.value.replace(/\D/g, "").slice(0, 3))}
            aria-invalid={errors.age ? true : undefined}
            aria-describedby={errors.age ? `${id}-age-error` : undefined}
          />
          {errors.age ? (
            <p id={`${id}-age-error`} className="text-sm text-destructive">
              {errors.age}
            </p>
          ) : null}
        </div>
      ) : null}
      <SaveAndContinue save={save} />
    </form>
  );
}
