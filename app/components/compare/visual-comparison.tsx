import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { CompareVehicle } from "~/lib/compare";
import { imageAtWidth } from "~/lib/image-srcset";

const STEP = 5;

/** Before/after slider over two cars' photos: drag the divider or move it with the arrow keys. */
export function VisualComparison({ cars }: { cars: CompareVehicle[] }) {
  const [pair, setPair] = useState<[number, number]>([0, 1]);
  const [position, setPosition] = useState(50);
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const left = cars[Math.min(pair[0], cars.length - 1)];
  const right = cars[Math.min(pair[1], cars.length - 1)];
  const name = (c: CompareVehicle) => `${c.vehicle.year} ${c.vehicle.title}`;

  function moveTo(clientX: number) {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setPosition(Math.round(Math.max(0, Math.min(100, ((clientX - box.left) / box.width) * 100))));
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    moveTo(event.clientX);
  }

  function onKeyDown(event: KeyboardEvent) {
    const next = { ArrowLeft: position - STEP, ArrowDown: position - STEP, ArrowRight: position + STEP, ArrowUp: position + STEP, Home: 0, End: 100 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setPosition(Math.max(0, Math.min(100, next)));
  }

  const picker = (side: 0 | 1) => (
    <label className="flex items-center gap-2 text-sm">
      <span className="font-medium">{side === 0 ? "Left" : "Right"}</span>
      <select
        value={pair[side]}
        onChange={(e) => setPair((p) => (side === 0 ? [Number(e.target.value), p[1]] : [p[0], Number(e.target.value)]))}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2"
      >
        {cars.map((c, i) => (
          <option key={c.vehicle.id} value={i}>
            {name(c)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section aria-labelledby="visual-heading" className="mt-8 hidden md:block">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="visual-heading" className="text-xl font-bold">
          Visual Comparison
        </h2>
        {cars.length > 2 && (
          <div className="flex gap-4">
            {picker(0)}
            {picker(1)}
          </div>
        )}
      </div>
      <div
        ref={frame}
        className="relative mt-3 aspect-video w-full max-w-4xl cursor-ew-resize touch-none select-none overflow-hidden rounded-xl bg-slate-100"
        onPointerDown={onPointerDown}
        onPointerMove={(e) => dragging.current && moveTo(e.clientX)}
        onPointerUp={() => (dragging.current = false)}
        onPointerCancel={() => (dragging.current = false)}
      >
        <img src={imageAtWidth(right.vehicle.images[0] ?? "", 1200)} alt={name(right)} draggable={false} className="absolute inset-0 h-full w-full object-cover" />
        <img
          src={imageAtWidth(left.vehicle.images[0] ?? "", 1200)}
          alt={name(left)}
          draggable={false}
          className="absolute inset-0 h-full w-full object-cover"
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
        />
        <span className="absolute left-3 top-3 rounded bg-slate-900/80 px-2 py-1 text-xs font-semibold text-white">{name(left)}</span>
        <span className="absolute right-3 top-3 rounded bg-slate-900/80 px-2 py-1 text-xs font-semibold text-white">{name(right)}</span>
        <div
          role="slider"
          tabIndex={0}
          aria-label="Divider between the two photos"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={`${position}% ${name(left)}`}
          onKeyDown={onKeyDown}
          className="absolute inset-y-0 w-1 -translate-x-1/2 bg-white shadow"
          style={{ left: `${position}%` }}
        >
          <span className="absolute top-1/2 left-1/2 h-9 w-9 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700 shadow" />
        </div>
      </div>
    </section>
  );
}
