import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export function useDeleteAccount() {
  return useMutation({ mutationFn: (userId: string) => apiRequest("DELETE", `/api/account/${userId}`) });
}
