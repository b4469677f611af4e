import { INTERESTED_IN_OPTIONS, MAX_AGE, MIN_AGE } from "@down/common/constants";
import { PROFILE_OPTIONS } from "@down/common/profile-options";
import { type OwnProfile, profileFieldsSchema } from "@down/common/schemas/profile";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, ImagePlus, UserRoundPen } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { SaveAndContinue } from "@/components/finish-profile/save-and-continue";
import { usePhotoFiles } from "@/components/photos/use-photo-files";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PhotoImg } from "@/components/ui/photo-img";
import { Spinner } from "@/components/ui/spinner";
import { ownProfileKey, ownProfileQuery } from "@/lib/api/own-profile";
import { apiJson } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { cn } from "@/lib/cn";

type Interest = (typeof INTERESTED_IN_OPTIONS)[number];
type Field = "name" | "age" | "gender" | "interestedIn";

/** The server's own rules and words for these four fields (packages/common/src/schemas/profile.ts). */
const stepSchema = profileFieldsSchema.pick({ name: true, age: true, gender: true, interestedIn: true });

/** "Everyone" already covers the others, so choosing it clears them and choosing one clears it. */
function toggleInterest(current: readonly Interest[], option: Interest): Interest[] {
  if (current.includes(option)) return current.filter((value) => value !== option);
  if (option === "Everyone") return ["Everyone"];
  return [...current.filter((value) => value !== "Everyone"), option];
}

function check(values: { name: string; age: string; gender: string | null; interestedIn: Interest[] }) {
  const errors: Partial<Record<Field, string>> = {};
  if (values.name.trim() === "") errors.name = "Please enter your name";
  if (values.age.trim() === "") errors.age = "Please enter your age";
  if (!values.gender) errors.gender = "Please choose your gender";
  if (values.interestedIn.length === 0) errors.interestedIn = "Please choose who you're interested in";
  const parsed = stepSchema.safeParse({
    name: values.name.trim(),
    age: values.age.trim() === "" ? null : Number(values.age),
    gender: values.gender,
    interestedIn: values.interestedIn,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= issue.message;
    }
  }
  return { errors, patch: parsed.success ? parsed.data : null };
}

/**
 * The one short step before a new person's first results (docs/product.md#explore): what others need to see
 * them — a photo, name, age, gender and who they are interested in — on one card. It stands in for the
 * missing profile wherever results would come next (Explore's first visit, Results refused for a missing
 * name or age); the server stays the judge of every field (18 or older, the words of its refusals).
 */
export function ProfileStep({ onDone }: { onDone: () => void }) {
  const user = useCurrentUser();
  // A new photo is screened before it joins the profile (docs/decisions/026-photo-screening.md): ask again
  // until it has, so the step shows where it went.
  const profile = useQuery({
    ...ownProfileQuery(user.id),
    refetchInterval: (query) =>
      query.state.data?.photosInReview?.some((photo) => photo.state === "checking") ? 2000 : false,
  });
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="profile-step-title" role="region">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
          <UserRoundPen className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="profile-step-title" className="text-lg font-semibold">
            Before your first results
          </h2>
          <p className="text-sm text-muted-foreground">
            What people near you will see. You can change it any time in your profile.
          </p>
        </div>
      </div>
      {profile.data ? (
        <StepForm profile={profile.data} onDone={onDone} />
      ) : (
        <div role="status" aria-label="Loading your profile..." className="flex justify-center py-6">
          <Spinner />
        </div>
      )}
    </Card>
  );
}

function StepForm({ profile, onDone }: { profile: OwnProfile; onDone: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState(profile.name ?? "");
  const [age, setAge] = useState(profile.age === null ? "" : String(profile.age));
  const [gender, setGender] = useState<string | null>(profile.gender);
  const [interestedIn, setInterestedIn] = useState<Interest[]>(
    profile.interestedIn.length > 0 ? (profile.interestedIn as Interest[]) : ["Everyone"],
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fields = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const save = useMutation({
    mutationFn: (patch: NonNullable<ReturnType<typeof check>["patch"]>) =>
      apiJson<OwnProfile>("PATCH", `/api/profiles/${profile.userId}`, patch),
    onSuccess: (saved) => queryClient.setQueryData(ownProfileKey(profile.userId), saved),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, patch } = check({ name, age, gender, interestedIn });
    setErrors(found);
    const first = (["name", "age", "gender", "interestedIn"] as const).find((field) => found[field]);
    if (first || !patch) {
      if (first) fields.current[first]?.focus();
      return;
    }
    save.mutate(patch, { onSuccess: onDone });
  };

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <PhotoField
        userId={profile.userId}
        photos={profile.photos}
        inReview={profile.photosInReview?.map((photo) => photo.url) ?? []}
      />
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            ref={(el) => {
              fields.current.name = el;
            }}
            autoComplete="given-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-age`}>Age</Label>
          <Input
            id={`${id}-age`}
            ref={(el) => {
              fields.current.age = el;
            }}
            inputMode="numeric"
            min={MIN_AGE}
            max={MAX_AGE}
            value={age}
            onChange={(e) => setAge(e.target.value.replace(/\D/g, "").slice(0, 3))}
            aria-invalid={errors.age ? true : undefined}
            aria-describedby={describedBy("age")}
          />
        </div>
      </div>
      {errors.name || errors.age ? (
        <div className="-mt-2 flex flex-col gap-1">
          {fieldError("name")}
          {fieldError("age")}
        </div>
      ) : null}
      <fieldset className="flex flex-col gap-2" aria-describedby={describedBy("gender")}>
        <legend className="mb-2 text-sm font-semibold">Gender</legend>
        <div className="flex flex-wrap gap-2">
          {PROFILE_OPTIONS.gender.map((option, index) => (
            <label key={option} className="relative">
              <input
                type="radio"
                name={`${id}-gender`}
                value={option}
                checked={gender === option}
                onChange={() => setGender(option)}
                ref={
                  index === 0
                    ? (el) => {
                        fields.current.gender = el;
                      }
                    : undefined
                }
                aria-invalid={errors.gender ? true : undefined}
                className="peer sr-only"
              />
              <span className={chip(gender === option)}>{option}</span>
            </label>
          ))}
        </div>
        {fieldError("gender")}
      </fieldset>
      <fieldset className="flex flex-col gap-2" aria-describedby={describedBy("interestedIn")}>
        <legend className="mb-2 text-sm font-semibold">Interested in</legend>
        <div className="grid grid-cols-2 gap-2">
          {INTERESTED_IN_OPTIONS.map((option, index) => {
            const on = interestedIn.includes(option);
            return (
              <button
                key={option}
                type="button"
                aria-pressed={on}
                ref={
                  index === 0
                    ? (el) => {
                        fields.current.interestedIn = el;
                      }
                    : undefined
                }
                onClick={() => setInterestedIn((current) => toggleInterest(current, option))}
                className={chip(on)}
              >
                {option}
              </button>
            );
          })}
        </div>
        {fieldError("interestedIn")}
      </fieldset>
      <SaveAndContinue save={save} />
    </form>
  );
}

const chip = (on: boolean) =>
  cn(
    "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-2xl border px-3 text-sm font-semibold transition-colors",
    "peer-focus-visible:ring-4 peer-focus-visible:ring-accent/30 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent/30",
    on
      ? "border-accent bg-accent-soft text-accent-soft-foreground"
      : "border-input bg-surface text-foreground hover:bg-surface-muted",
  );

/** The photo is asked for, never required: it uploads at once through the same hook as Edit Profile. */
function PhotoField({
  userId,
  photos,
  inReview,
}: {
  userId: string;
  photos: readonly string[];
  /** Uploaded but not on the profile yet (being screened, or held for a moderator). */
  inReview: readonly string[];
}) {
  const { fileInput, choose, uploading, room } = usePhotoFiles(userId, photos.length + inReview.length);
  const first = photos[0] ?? inReview[0];
  const checking = photos.length === 0 && first !== undefined;
  return (
    <div className="flex items-center gap-4">
      <div className="relative size-20 shrink-0 overflow-hidden rounded-full bg-surface-muted">
        {first ? (
          <PhotoImg url={first} sizes="80px" alt="Your photo" className="size-full object-cover" />
        ) : (
          <ImagePlus className="absolute inset-0 m-auto size-7 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      <div className="flex min-w-0 flex-col items-start gap-1">
        <input {...fileInput} />
        <Button type="button" variant="soft" size="sm" disabled={uploading || room <= 0} onClick={choose}>
          {uploading ? <Spinner /> : first ? <Check aria-hidden="true" /> : null}
          {uploading ? "Uploading..." : first ? "Add another photo" : "Add a photo"}
        </Button>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {checking
            ? "Checking your photo..."
            : first
              ? "This is the photo people see first."
              : "People see it on your card. You can add one later."}
        </p>
      </div>
    </div>
  );
}
