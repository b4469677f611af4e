import type { UserResponse } from "@down/common/schemas/answers";
import { apiJson } from "@/lib/api-client";

export function fetchUserResponses(userId: string, categoryId: string): Promise<UserResponse[]> {
  return apiJson<UserResponse[]>("GET", `/api/user-responses/${userId}/${categoryId}`);
}
