import type { CSSProperties } from "react";
import { Toaster } from "sonner";
import { TOAST_MS } from "./toast";

// Sonner's rich-colour texts are a little too light on their tinted backgrounds for WCAG AA
// (4.5:1); these darker shades keep the colours and pass.
const READABLE_TEXT = {
  "--success-text": "hsl(140, 100%, 20%)",
  "--info-text": "hsl(210, 92%, 32%)",
  "--warning-text": "hsl(31, 92%, 26%)",
  "--error-text": "hsl(360, 100%, 36%)",
} as CSSProperties;

export default function SonnerToaster() {
  return <Toaster position="bottom-right" duration={TOAST_MS.message} visibleToasts={20} closeButton richColors style={READABLE_TEXT} />;
}
