import { PROFILE_OPTIONS } from "@down/common/profile-options";
import type { ReactNode } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { Card, CardTitle } from "@/components/ui/card";
import { AgeField, BioField, HasKidsField, SelectField, TextField } from "./form-fields";
import { InterestedInToggles } from "./interested-in-toggles";
import type { ProfileFormInput } from "./profile-form-values";
import { TagInput } from "./tag-input";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>{title}</CardTitle>
      {children}
    </Card>
  );
}

function TagsField({ name, label, itemName }: { name: "interests" | "languages"; label: string; itemName: string }) {
  const { control } = useFormContext<ProfileFormInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TagInput
          label={label}
          itemName={itemName}
          value={field.value ?? []}
          onChange={field.onChange}
          placeholder={itemName === "interest" ? "Add an interest" : "Add a language"}
        />
      )}
    />
  );
}

/** The cards of docs/product.md#edit-profile, in its order. */
export function ProfileFormSections() {
  return (
    <>
      <Section title="Basic Information">
        <TextField name="name" label="Name" placeholder="Your first name" />
        <AgeField />
        <TextField name="location" label="Location" placeholder="City, State" />
        <BioField />
      </Section>
      <Section title="Interests">
        <TagsField name="interests" label="Interests" itemName="interest" />
      </Section>
      <Section title="Physical & Identity">
        <SelectField name="height" label="Height" options={PROFILE_OPTIONS.height} />
        <SelectField name="gender" label="Gender" options={PROFILE_OPTIONS.gender} />
        <TextField name="pronouns" label="Pronouns" placeholder="e.g. she/her" />
        <SelectField name="bodyType" label="Body type" options={PROFILE_OPTIONS.bodyType} />
        <TextField name="ethnicity" label="Ethnicity" />
      </Section>
      <Section title="Professional & Education">
        <TextField name="occupation" label="Occupation" />
        <TextField name="education" label="Education" />
      </Section>
      <Section title="Lifestyle">
        <SelectField name="smoking" label="Smoking" options={PROFILE_OPTIONS.smoking} />
        <SelectField name="drinking" label="Drinking" options={PROFILE_OPTIONS.drinking} />
        <SelectField name="drugs" label="Drugs" options={PROFILE_OPTIONS.drugs} />
      </Section>
      <Section title="Health & Accessibility">
        <SelectField name="stdStatus" label="Sexual health status" options={PROFILE_OPTIONS.stdStatus} />
        <SelectField name="accessibility" label="Accessibility" options={PROFILE_OPTIONS.accessibility} />
      </Section>
      <Section title="Family & Relationships">
        <SelectField name="lookingFor" label="Looking for" options={PROFILE_OPTIONS.lookingFor} />
        <InterestedInToggles />
        <SelectField name="wantsKids" label="Wants kids" options={PROFILE_OPTIONS.wantsKids} />
        <HasKidsField />
      </Section>
      <Section title="Beliefs & Culture">
        <SelectField name="religion" label="Religion" options={PROFILE_OPTIONS.religion} />
        <SelectField name="politicalViews" label="Politics" options={PROFILE_OPTIONS.politicalViews} />
        <SelectField name="zodiacSign" label="Zodiac sign" options={PROFILE_OPTIONS.zodiacSign} />
      </Section>
      <Section title="Languages">
        <TagsField name="languages" label="Languages" itemName="language" />
      </Section>
    </>
  );
}
