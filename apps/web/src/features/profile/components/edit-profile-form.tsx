import { TIMINGS } from "@down/common/constants";
import {
  clearedRequiredFields,
  REQUIRED_FIELD_MESSAGES,
  REQUIRED_PROFILE_FIELDS,
  type RequiredProfileField,
} from "@down/common/profile-required";
import type { OwnProfile } from "@down/common/schemas/profile";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";
import { useUpdateProfile } from "../api/update-profile";
import { ProfileFormSections } from "./profile-form-sections";
import {
  changedFields,
  type ProfileFormInput,
  type ProfileFormOutput,
  profileFormSchema,
  toFormValues,
} from "./profile-form-values";

/** The profile cards and the fixed Save Changes bar; sends only what changed. */
export function EditProfileForm({ userId, profile }: { userId: string; profile: OwnProfile }) {
  // What the server holds now; photo uploads refresh it without touching unsaved edits.
  const saved = useMemo(() => toFormValues(profile), [profile]);
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: saved,
  });
  const update = useUpdateProfile(userId);
  const [savedAt, setSavedAt] = useState<number | null>(null);

  useEffect(() => {
    if (savedAt === null) return;
    const timer = window.setTimeout(() => setSavedAt(null), TIMINGS.profileSavedMs);
    return () => window.clearTimeout(timer);
  }, [savedAt]);

  /** The message goes under the field and focus to it, as for any other refused value. */
  const refuse = (field: RequiredProfileField, message: string) =>
    form.setError(field, { type: "required", message }, { shouldFocus: true });

  const onSubmit = form.handleSubmit((values) => {
    setSavedAt(null);
    const patch = changedFields(values, saved);
    if (Object.keys(patch).length === 0) {
      toast.message("No changes to save");
      return;
    }
    // The server refuses these too; saying so first spares a round trip (docs/product.md#edit-profile).
    const cleared = clearedRequiredFields(saved, patch);
    if (cleared.length > 0) {
      for (const field of [...cleared].reverse()) refuse(field, REQUIRED_FIELD_MESSAGES[field]);
      return;
    }
    update.mutate(patch, {
      onSuccess: (next) => {
        form.reset(toFormValues(next));
        setSavedAt(Date.now());
      },
      onError: (error) => {
        // A 400 carries words for the person; anything else is ours to explain.
        const message = isApiError(error, 400) ? error.serverMessage : null;
        const field = REQUIRED_PROFILE_FIELDS.find((name) => REQUIRED_FIELD_MESSAGES[name] === message);
        if (field && message) refuse(field, message);
        else toast.error("Error", { description: message ?? "Failed to update profile" });
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Edit profile"
        // A field focused on a failed save scrolls clear of the sticky header and the fixed Save bar.
        className="flex flex-col gap-6 [&_:is(input,textarea,button)]:scroll-mt-24 [&_:is(input,textarea,button)]:scroll-mb-60"
      >
        <ProfileFormSections />
        {/* Sits above the assistant button and bottom nav; the page pads its end so nothing hides behind. */}
        <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 bg-linear-to-t from-background via-background/90 to-transparent px-4 pt-6 pb-2">
          <div className="mx-auto flex max-w-[448px] flex-col gap-2">
            <div role="status">
              {savedAt !== null ? (
                <p className="flex items-center justify-center gap-2 rounded-2xl border border-success/30 bg-surface px-4 py-2 text-sm font-semibold text-success shadow-card">
                  <CircleCheck className="size-4" aria-hidden="true" />
                  Profile updated successfully!
                </p>
              ) : null}
            </div>
            <Button type="submit" size="lg" className="w-full shadow-float" disabled={update.isPending}>
              {update.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
