/**
 * Arrows and a check mark for links and lists in the pages' content, drawn like every icon of
 * the site (../ui/icons.tsx), after Lucide (https://lucide.dev, ISC licence).
 */
import { StrokeIcon, type IconProps } from "../ui/icons";

export const ArrowLeftIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </StrokeIcon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </StrokeIcon>
);

export const CheckIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </StrokeIcon>
);
