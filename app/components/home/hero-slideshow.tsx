import { Pause, Play } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import type { HeroSlide } from "~/lib/home-cards";
import { imageAtWidth, imageSrcSet } from "~/lib/image-srcset";
import { useAutoAdvance, usePrefersReducedMotion } from "./use-auto-advance";

/** Spec section 9: a new slide every 6 s, cross-faded over 1.2 s (the duration-1200 class). */
const SLIDE_INTERVAL_MS = 6000;

export function HeroSlideshow({ slides }: { slides: HeroSlide[] }) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const next = useCallback(() => setActive((i) => (i + 1) % count), [count]);
  const playing = !stoppedByUser && !reducedMotion && count > 1;
  useAutoAdvance(active, SLIDE_INTERVAL_MS, !playing || hovered || focused, next);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights from today's listings"
      className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="mx-auto grid max-w-7xl px-4 pb-16 pt-8 sm:pt-12">
        {slides.map((slide, i) => (
          <Slide key={slide.id} slide={slide} index={i} count={count} active={i === active} />
        ))}
        <div className="col-start-1 row-start-2 mt-4 flex items-center gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-label={`View slide ${i + 1}`}
              aria-current={i === active ? "true" : undefined}
              onClick={() => setActive(i)}
              className="grid h-8 w-8 place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${i === active ? "w-6 bg-white" : "w-2.5 bg-white/50"}`}
              />
            </button>
          ))}
          {count > 1 && !reducedMotion && (
            <button
              type="button"
              onClick={() => setStoppedByUser((s) => !s)}
              aria-label={stoppedByUser ? "Play slideshow" : "Pause slideshow"}
              className="ml-2 grid h-8 w-8 place-items-center rounded-full bg-white/10 hover:bg-white/20"
            >
              {stoppedByUser ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

function Slide({ slide, index, count, active }: { slide: HeroSlide; index: number; count: number; active: boolean }) {
  return (
    // All slides share one grid cell, so the hero is as tall as its tallest slide. The hidden
    // ones are invisible (out of the tab order and the accessibility tree) once faded out.
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      className={`col-start-1 row-start-1 grid items-center gap-6 transition-[opacity,visibility] duration-[1200ms] ease-in-out motion-reduce:transition-none md:grid-cols-2 ${
        active ? "visible opacity-100" : "invisible opacity-0"
      }`}
    >
      <div className="order-2 md:order-1">
        <h2 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{slide.headline}</h2>
        <p className="mt-2 text-base text-brand-100 sm:text-lg">{slide.text}</p>
        <Link
          to={slide.href}
          className="mt-4 inline-block rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
        >
          {slide.cta}
        </Link>
      </div>
      {slide.image && (
        <img
          src={imageAtWidth(slide.image, 800)}
          srcSet={imageSrcSet(slide.image)}
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
          width={800}
          height={450}
          alt={slide.imageAlt}
          // Only the first slide is the page's largest paint; the rest can wait.
          loading={index === 0 ? "eager" : "lazy"}
          fetchPriority={index === 0 ? "high" : "low"}
          decoding={index === 0 ? "sync" : "async"}
          className="order-1 aspect-video w-full rounded-2xl bg-brand-900/40 object-cover shadow-xl ring-1 ring-white/20 md:order-2"
        />
      )}
    </div>
  );
}
