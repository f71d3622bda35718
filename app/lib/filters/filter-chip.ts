/**
 * A removable chip of a filter page's active filters (/used-cars, /car-filter): what it shows,
 * and the page's filters without it. Each form lists its own chips; one component shows them.
 */
export interface FilterChip<F> {
  key: string;
  label: string;
  remove: (filters: F) => F;
}
