import { Car } from "lucide-react";
import { imageAtWidth, imageSrcSet } from "~/lib/image-srcset";

/** A model's representative illustration, or a neutral tile when nobody lists the model now. */
export function CarThumbnail({ image, alt, sizes }: { image: string | null; alt: string; sizes: string }) {
  if (!image) {
    return (
      <div className="grid aspect-video w-full place-items-center bg-slate-100 text-slate-400">
        <Car aria-hidden="true" size={40} />
      </div>
    );
  }
  return (
    <img
      src={imageAtWidth(image, 400)}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={400}
      height={225}
      alt={alt}
      loading="lazy"
      decoding="async"
      className="aspect-video w-full bg-slate-100 object-cover"
    />
  );
}
