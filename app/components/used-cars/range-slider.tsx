import * as Slider from "@radix-ui/react-slider";
import { useState } from "react";

interface RangeSliderProps {
  label: string;
  min: number;
  max: number;
  step: number;
  /**
   * Values the thumbs stop at, ascending (min, max and step are then ignored): a price scale
   * from ₹1 lakh to ₹10 crore is unusable linearly (every normal budget sits in its first
   * percent, both thumbs on top of each other), so its stops grow with the price.
   */
  stops?: readonly number[];
  value: [number, number];
  format: (n: number) => string;
  /** Called once the user lets go, so dragging does not navigate on every step. */
  onCommit: (value: [number, number]) => void;
}

/** The stop nearest a value (the URL may hold any number). */
function nearestStop(stops: readonly number[], value: number): number {
  let best = 0;
  stops.forEach((stop, i) => {
    if (Math.abs(stop - value) < Math.abs(stops[best]! - value)) best = i;
  });
  return best;
}

/** Two-thumb slider; each thumb is named so screen readers say which end it moves. */
export function RangeSlider({ stops, ...props }: RangeSliderProps) {
  if (!stops) return <LinearRangeSlider {...props} />;
  const indices: [number, number] = [nearestStop(stops, props.value[0]), nearestStop(stops, props.value[1])];
  return (
    <LinearRangeSlider
      {...props}
      min={0}
      max={stops.length - 1}
      step={1}
      value={indices}
      format={(i) => props.format(stops[i]!)}
      onCommit={(pair) => props.onCommit([stops[pair[0]]!, stops[pair[1]]!])}
    />
  );
}

function LinearRangeSlider({ label, min, max, step, value, format, onCommit }: Omit<RangeSliderProps, "stops">) {
  const [draft, setDraft] = useState<[number, number]>(value);
  // A new value from the URL (Reset, a pill, Back) replaces what was being dragged.
  const [shown, setShown] = useState(value);
  if (shown[0] !== value[0] || shown[1] !== value[1]) {
    setShown(value);
    setDraft(value);
  }
  return (
    <div>
      <Slider.Root
        className="relative flex h-6 w-full touch-none select-none items-center"
        min={min}
        max={max}
        step={step}
        value={draft}
        minStepsBetweenThumbs={1}
        onValueChange={(v) => setDraft([v[0], v[1]])}
        onValueCommit={(v) => onCommit([v[0], v[1]])}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        {(["Minimum", "Maximum"] as const).map((end, i) => (
          <Slider.Thumb
            key={end}
            aria-label={`${end} ${label.toLowerCase()}`}
            aria-valuetext={format(draft[i])}
            className="block size-5 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
        ))}
      </Slider.Root>
      <div className="mt-2 flex justify-between text-sm text-slate-700" aria-hidden="true">
        <span>{format(draft[0])}</span>
        <span>{format(draft[1])}</span>
      </div>
    </div>
  );
}
