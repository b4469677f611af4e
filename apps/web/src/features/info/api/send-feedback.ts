import type { ContactBody, FeedbackBody } from "@down/common/schemas/feedback";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export function useSendFeedback() {
  return useMutation({ mutationFn: (body: FeedbackBody) => apiRequest("POST", "/api/feedback", body) });
}

export function useSendContact() {
  return useMutation({ mutationFn: (body: ContactBody) => apiRequest("POST", "/api/contact", body) });
}
