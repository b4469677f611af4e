import { DATE_RANGE_LABELS, DATE_RANGES, type DateRange } from "@down/common/date-range";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** The labelled "Range" picker over the shared date ranges (My Dates, Insights). */
export function RangeSelect({
  id,
  value,
  onChange,
}: {
  /** The trigger's id; its label is `${id}-label`. */
  id: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-semibold">
        Range
      </label>
      <Select value={value} onValueChange={(next) => onChange(next as DateRange)}>
        <SelectTrigger id={id} aria-labelledby={`${id}-label`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {DATE_RANGES.map((option) => (
            <SelectItem key={option} value={option}>
              {DATE_RANGE_LABELS[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
