import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { firstHydrationDone } from "./components/layout/hydrate-later";
import {
  dropServerHoistedPreloads,
  keepIdReferencesInStep,
  keepUncontrolledFieldsAsReactDoes,
  routerDataRead,
  runEffectsBeforeRerendering,
} from "./client/react-parity";

keepIdReferencesInStep();
runEffectsBeforeRerendering();
keepUncontrolledFieldsAsReactDoes();
// Router updates render at once rather than as transitions: time-sliced, a filter click cost
// more main-thread work in total (docs/decisions/005).
void routerDataRead().then(() => {
  dropServerHoistedPreloads();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter useTransitions={false} />
      </StrictMode>,
    );
  });
  firstHydrationDone();
});
