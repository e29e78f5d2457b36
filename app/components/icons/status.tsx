/**
 * Done and problem marks (a service's benefits, the contact form's toasts). Drawn like every icon of the site (../ui/icons.tsx: 24px, 2px stroke), after Lucide
 * (https://lucide.dev, ISC licence); one file per group, so a page loads only its own.
 */
import { StrokeIcon, type IconProps } from "../ui/icons";

export const CheckCircle2Icon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </StrokeIcon>
);

export const CircleAlertIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <line x1="12" x2="12" y1="8" y2="12" />
    <line x1="12" x2="12.01" y1="16" y2="16" />
  </StrokeIcon>
);
