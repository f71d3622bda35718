/**
 * The 'Share Your Car Story' card on /blog. Signed in: 'Submit Your Story' opens the dialog
 * (its form is fetched only then). A guest gets the spec's toast and a sign-in link back here.
 */
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { BLOG_MESSAGES } from "~/lib/blog/blog-messages";

const BlogSubmitForm = lazy(() => import("./blog-submit-form"));

export function ShareStoryCard({ signedIn }: { signedIn: { name: string; email: string } | null }) {
  const [open, setOpen] = useState(false);
  const [askedGuest, setAskedGuest] = useState(false);
  return (
    <section aria-labelledby="share-story" className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <h2 id="share-story" className="text-xl font-bold text-slate-900">Share Your Car Story</h2>
      <p className="mt-2 text-slate-700">
        Road trips, first cars, ownership lessons: tell other buyers what it is really like. An admin reads every story before it is published.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {signedIn ? (
          <Dialog open={open} onOpenChange={setOpen} title="Submit Your Car Story" trigger={<Button>Submit Your Story</Button>}>
            <Suspense fallback={<p className="text-slate-700">Loading the form...</p>}>
              <BlogSubmitForm defaults={signedIn} onDone={() => setOpen(false)} />
            </Suspense>
          </Dialog>
        ) : (
          <Button
            onClick={() => {
              toast.error(BLOG_MESSAGES.signIn);
              setAskedGuest(true);
            }}
          >
            Submit Your Story
          </Button>
        )}
        {!signedIn && askedGuest ? (
          <Link to="/auth?redirectTo=/blog" className="font-medium text-brand-700 underline underline-offset-2">
            Sign in to submit your story
          </Link>
        ) : null}
      </div>
    </section>
  );
}
