import { useEffect } from "react";
import type { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";

type Result = { ok: boolean; message: string; errors?: Record<string, string> };

/**
 * Toasts an admin action's answer and runs `onDone` (closing its dialog) except when a field
 * needs fixing. It reacts to the answer itself, not to the fetcher going idle: by then the
 * revalidated page may have removed the row (an approved listing leaves the queue) and this
 * component with it.
 */
export function useActionToast(fetcher: ReturnType<typeof useFetcher>, onDone?: () => void): Result | undefined {
  const result = fetcher.data as Result | undefined;
  useEffect(() => {
    if (!result) return;
    const fieldErrors = result.errors && Object.keys(result.errors).length > 0;
    if (result.ok) toast.success(result.message);
    else if (!fieldErrors) toast.error(result.message);
    if (!fieldErrors) onDone?.();
    // Each answer is a new object: toast once per answer, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
  return result;
}
