import type { SignInRequest, StaffSessionResponse } from "@shared/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { sessionQueryOptions } from "./session";

/** POST /api/auth/login: sets the httpOnly session cookie. */
export function signIn(input: SignInRequest): Promise<StaffSessionResponse> {
  return apiJson<StaffSessionResponse>("POST", "/api/auth/login", input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions().queryKey, session),
  });
}
