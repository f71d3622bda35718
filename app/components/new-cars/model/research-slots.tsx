/**
 * Slots of the model page that other parts of issue 33 fill (used alternatives, similar models,
 * news mentions, the best-offer form). Each renders nothing until the integrator swaps in the
 * real component with the same props; the page already places them where they belong.
 */
import type { ModelIdentity } from "~/lib/new-cars/model-page";

export interface ResearchSlotProps {
  model: ModelIdentity;
}

/** "Get the best offer": posts to bestOfferPath(model) for the chosen variant. */
export function BestOfferSlot(_props: ResearchSlotProps & { variantSlug: string }) {
  return null;
}
