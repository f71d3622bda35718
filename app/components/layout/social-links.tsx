import { BriefcaseBusiness, Camera, SquarePlay } from "lucide-react";

// The spec names the kinds of network (video, professional, photo sharing); lucide has no
// brand marks, so each gets a generic icon and a label that names the site.
const SOCIAL = [
  { href: "https://www.youtube.com", label: "CarSaathi on YouTube", Icon: SquarePlay },
  { href: "https://www.linkedin.com", label: "CarSaathi on LinkedIn", Icon: BriefcaseBusiness },
  { href: "https://www.instagram.com", label: "CarSaathi on Instagram", Icon: Camera },
];

export function SocialLinks({ className = "" }: { className?: string }) {
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {SOCIAL.map(({ href, label, Icon }) => (
        <li key={href}>
          <a
            href={href}
            aria-label={label}
            title={label}
            target="_blank"
            rel="noopener"
            className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-brand-700"
          >
            <Icon aria-hidden="true" className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
