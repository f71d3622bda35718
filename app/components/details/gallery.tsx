import { ChevronLeft, ChevronRight, ImageOff } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { imageAtWidth, imageSrcSet } from "~/lib/image-srcset";
import { swipeDirection, wrapIndex } from "./gallery-index";

interface GalleryProps {
  images: string[];
  /** What the photos show, e.g. "White 2019 Hyundai Creta". */
  alt: string;
}

const arrowClass =
  "absolute top-1/2 -translate-y-1/2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white";

/**
 * The car's photos at a fixed 16:9 (no layout shift): prev/next and dots that wrap around,
 * swipe on touch screens, arrow keys when focused. The first photo loads at once with high
 * priority (it is the page's largest paint); the others only when shown.
 */
export function Gallery({ images, alt }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = images.length;
  const go = (delta: number) => setIndex((i) => wrapIndex(i + delta, count));

  if (count === 0) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-600">
        <ImageOff aria-hidden="true" className="size-10" />
        <p className="font-medium">No images available</p>
      </div>
    );
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowLeft") go(-1);
    else if (event.key === "ArrowRight") go(1);
    else return;
    event.preventDefault();
  }
  function onTouchEnd(event: TouchEvent) {
    if (touchStart.current === null) return;
    const direction = swipeDirection(touchStart.current, event.changedTouches[0].clientX);
    touchStart.current = null;
    if (direction !== 0) go(direction);
  }

  const several = count > 1;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Photos"
      tabIndex={several ? 0 : undefined}
      onKeyDown={several ? onKeyDown : undefined}
      onTouchStart={several ? (e) => (touchStart.current = e.touches[0].clientX) : undefined}
      onTouchEnd={several ? onTouchEnd : undefined}
      className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-100"
    >
      {images.map((url, i) => (
        <img
          key={url}
          src={imageAtWidth(url, 1200)}
          srcSet={imageSrcSet(url)}
          sizes="(min-width: 1024px) 60vw, 100vw"
          width={1200}
          height={675}
          alt={several ? `${alt}, photo ${i + 1} of ${count}` : alt}
          loading={i === 0 ? "eager" : "lazy"}
          fetchPriority={i === 0 ? "high" : "auto"}
          decoding={i === 0 ? "sync" : "async"}
          hidden={i !== index}
          className="absolute inset-0 size-full object-cover"
        />
      ))}
      {several && (
        <>
          <button type="button" onClick={() => go(-1)} aria-label="Previous image" className={`${arrowClass} left-2`}>
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button type="button" onClick={() => go(1)} aria-label="Next image" className={`${arrowClass} right-2`}>
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
            {images.map((url, i) => (
              <button
                key={url}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`View image ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                className="inline-flex size-6 items-center justify-center"
              >
                <span className={`block size-2.5 rounded-full ${i === index ? "bg-white" : "bg-white/60"} ring-1 ring-slate-900/30`} />
              </button>
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            Photo {index + 1} of {count}
          </p>
        </>
      )}
    </div>
  );
}
