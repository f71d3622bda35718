import { Form } from "react-router";
import { Button } from "~/components/ui/button";

const PROVIDERS = [
  { id: "google", label: "Google" },
  { id: "facebook", label: "Facebook" },
] as const;

/** Google and Facebook sign-in: real OAuth when configured, otherwise disabled with the reason. */
export function SocialButtons({ enabled, redirectTo }: { enabled: string[]; redirectTo: string }) {
  const noneConfigured = enabled.length === 0;
  return (
    <div className="mt-6">
      <p className="relative text-center text-sm text-slate-600 before:absolute before:inset-x-0 before:top-1/2 before:h-px before:bg-slate-200">
        <span className="relative bg-white px-3">or continue with</span>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        {PROVIDERS.map((p) => {
          const on = enabled.includes(p.id);
          return (
            <Form key={p.id} method="post" action={`/auth/social/${p.id}`}>
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <Button
                type="submit"
                disabled={!on}
                aria-describedby={on ? undefined : "social-off"}
                variant="secondary"
                className="w-full disabled:cursor-not-allowed disabled:opacity-60"
              >
                {p.label}
              </Button>
            </Form>
          );
        })}
      </div>
      {enabled.length < PROVIDERS.length ? (
        <p id="social-off" className="mt-2 text-center text-sm text-slate-600">
          {noneConfigured ? "Google and Facebook sign-in are" : "Some social sign-ins are"} not set up on this site yet. Please use your email.
        </p>
      ) : null}
    </div>
  );
}
