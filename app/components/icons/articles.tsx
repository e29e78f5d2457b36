/**
 * An article's date and reading time, and the blog's feed. Drawn like every icon of the site (../ui/icons.tsx: 24px, 2px stroke), after Lucide
 * (https://lucide.dev, ISC licence); one file per group, so a page loads only its own.
 */
import { StrokeIcon, type IconProps } from "../ui/icons";

export const CalendarIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M8 2v3" />
    <path d="M16 2v3" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18" />
  </StrokeIcon>
);

export const ClockIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </StrokeIcon>
);

export const RssIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 11a9 9 0 0 1 9 9" />
    <path d="M4 4a16 16 0 0 1 16 16" />
    <circle cx="5" cy="19" r="1" />
  </StrokeIcon>
);
