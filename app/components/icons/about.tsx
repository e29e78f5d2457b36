/**
 * The about page's vision and journey. Drawn like every icon of the site (../ui/icons.tsx: 24px, 2px stroke), after Lucide
 * (https://lucide.dev, ISC licence); one file per group, so a page loads only its own.
 */
import { StrokeIcon, type IconProps } from "../ui/icons";

export const EyeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
    <circle cx="12" cy="12" r="3" />
  </StrokeIcon>
);

export const FlagIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 22V4a1 1 0 0 1 .4-.8A6 6 0 0 1 8 2c3 0 5 2 7.333 2q2 0 3.067-.8A1 1 0 0 1 20 4v10a1 1 0 0 1-.4.8A6 6 0 0 1 16 16c-3 0-5-2-8-2a6 6 0 0 0-4 1.528" />
  </StrokeIcon>
);
