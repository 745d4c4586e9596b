import {
  isTypedVerifyCode,
  NOT_A_CURRENT_APPEAL,
  normaliseVerifyCode,
  type VerifyAnswer,
  verifyCodePath,
} from "@shared/verify";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { verifyCodeKey } from "@/lib/query-keys";

/**
 * GET /api/verify/{code}: whether a code is a current appeal of ours. Text that cannot be a code
 * is answered here as the server answers any other non-current code, without asking it.
 */
export const verifyCodeQueryOptions = (typed: string) => {
  const code = normaliseVerifyCode(typed.trim());
  const askable = isTypedVerifyCode(typed.trim()) && code.length > 0;
  return queryOptions({
    queryKey: verifyCodeKey(code),
    queryFn: ({ signal }): Promise<VerifyAnswer> =>
      askable
        ? getJson<VerifyAnswer>(verifyCodePath(code), "throw", signal)
        : Promise.resolve({ current: false, message: NOT_A_CURRENT_APPEAL }),
    // A case closed meanwhile stops being current: a page opened again later asks again.
    staleTime: 30_000,
  });
};

export function useVerifyCode(typed: string) {
  return useQuery(verifyCodeQueryOptions(typed));
}
