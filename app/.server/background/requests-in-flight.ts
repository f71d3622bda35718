/**
 * How many requests the host is answering right now (server/app.ts counts them; long-lived
 * event streams are not counted). Background work on the request thread reads it to stay out
 * of the way of shoppers: see time-slice.ts beside it.
 */
let inFlight = 0;

export function requestStarted(): void {
  inFlight++;
}

export function requestEnded(): void {
  inFlight--;
}

export function requestsInFlight(): number {
  return inFlight;
}
