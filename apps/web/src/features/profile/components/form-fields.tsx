import { type ReactNode, useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { ProfileFormInput } from "./profile-form-values";

export type TextFieldName = "name" | "location" | "pronouns" | "ethnicity" | "occupation" | "education";
export type SelectFieldName =
  | "height"
  | "gender"
  | "bodyType"
  | "smoking"
  | "drinking"
  | "drugs"
  | "stdStatus"
  | "accessibility"
  | "lookingFor"
  | "wantsKids"
  | "religion"
  | "politicalViews"
  | "zodiacSign";

/** A blank optional field is saved as "not set", not as an empty string. */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** Label, control and the schema's message under it, wired together for screen readers. */
export function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (ids: { id: string; errorId: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, errorId })}
      {error ? (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ name, label, placeholder }: { name: TextFieldName; label: string; placeholder?: string }) {
  const { register, formState } = useFormContext<ProfileFormInput>();
  const error = formState.errors[name]?.message;
  return (
    <Field label={label} error={error}>
      {({ id, errorId }) => (
        <Input
          id={id}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          // The name stays a string so clearing it shows "Please enter your name".
          {...register(name, name === "name" ? {} : { setValueAs: blankToNull })}
        />
      )}
    </Field>
  );
}

export function AgeField() {
  const { register, formState } = useFormContext<ProfileFormInput>();
  const error = formState.errors.age?.message;
  return (
    <Field label="Age" error={error}>
      {({ id, errorId }) => (
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={18}
          max={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...register("age", {
            setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)),
          })}
        />
      )}
    </Field>
  );
}

export function BioField() {
  const { register, formState } = useFormContext<ProfileFormInput>();
  const error = formState.errors.bio?.message;
  return (
    <Field label="Bio" error={error}>
      {({ id, errorId }) => (
        <Textarea
          id={id}
          rows={4}
          className="min-h-28"
          placeholder="A few lines about you"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...register("bio", { setValueAs: blankToNull })}
        />
      )}
    </Field>
  );
}

export function SelectField({
  name,
  label,
  options,
}: {
  name: SelectFieldName;
  label: string;
  options: readonly string[];
}) {
  const { control } = useFormContext<ProfileFormInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message}>
          {({ id, errorId }) => (
            <Select value={field.value ?? ""} onValueChange={field.onChange}>
              <SelectTrigger id={id} ref={field.ref} onBlur={field.onBlur} aria-describedby={errorId}>
                <SelectValue placeholder="Select" />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option} value={option}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
      )}
    />
  );
}

/** hasKids is a boolean column; shown as the same kind of select as its neighbours. */
export function HasKidsField() {
  const { control } = useFormContext<ProfileFormInput>();
  return (
    <Controller
      control={control}
      name="hasKids"
      render={({ field }) => (
        <Field label="Has kids" error={undefined}>
          {({ id }) => (
            <Select
              value={field.value === true ? "Yes" : field.value === false ? "No" : ""}
              onValueChange={(value) => field.onChange(value === "Yes")}
            >
              <SelectTrigger id={id} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder="Select" />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="Yes">Yes</SelectItem>
                <SelectItem value="No">No</SelectItem>
              </SelectContent>
            </Select>
          )}
        </Field>
      )}
    />
  );
}
