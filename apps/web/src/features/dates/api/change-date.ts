import type { DateEvent, DatePatch } from "@down/common/schemas/dates";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { datesKey } from "./get-dates";

/** PATCH /api/dates/{id}: cancel a scheduled date, or mark it completed once its time has passed. */
export function useChangeDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: DatePatch & { id: string }) =>
      apiJson<DateEvent>("PATCH", `/api/dates/${id}`, patch),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: datesKey });
    },
  });
}
