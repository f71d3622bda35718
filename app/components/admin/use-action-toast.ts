import { useEffect } from "react";
import type { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";

type Result = { ok: boolean; message: string; errors?: Record<string, string> };

/** Toasts an admin action's answer once it arrives, and runs `onDone` after a success (closing its dialog). */
export function useActionToast(fetcher: ReturnType<typeof useFetcher>, onDone?: () => void): Result | undefined {
  const result = fetcher.data as Result | undefined;
  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      toast.success(result.message);
      onDone?.();
    } else if (!result.errors || Object.keys(result.errors).length === 0) {
      toast.error(result.message);
      onDone?.();
    }
    // Only a new answer should toast, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, result]);
  return result;
}
