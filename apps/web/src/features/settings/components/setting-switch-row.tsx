import type { LucideIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";

interface SettingSwitchRowProps {
  id: string;
  label: string;
  description?: string;
  icon?: LucideIcon;
  /** undefined while loading: a placeholder the switch's size keeps the row from moving. */
  checked: boolean | undefined;
  onCheckedChange: (checked: boolean) => void;
}

export function SettingSwitchRow({
  id,
  label,
  description,
  icon: Icon,
  checked,
  onCheckedChange,
}: SettingSwitchRowProps) {
  const hintId = description ? `${id}-hint` : undefined;
  return (
    <div className="flex min-h-16 items-center gap-4 py-2">
      {Icon && <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold tracking-wide">
          {label}
        </label>
        {description && (
          <p id={hintId} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      {checked === undefined ? (
        <span className="flex h-11 w-14 shrink-0 items-center" role="status" aria-label={`Loading ${label}`}>
          <Skeleton className="h-7 w-14 rounded-full" />
        </span>
      ) : (
        <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={hintId} />
      )}
    </div>
  );
}
