/**
 * The services' and the agency's values' icons (home, services, a service, about). Drawn like every icon of the site (../ui/icons.tsx: 24px, 2px stroke), after Lucide
 * (https://lucide.dev, ISC licence); one file per group, so a page loads only its own.
 */
import type { SERVICE_ICONS } from "~/content/schema";
import { StrokeIcon, type Icon, type IconProps } from "../ui/icons";

export const MegaphoneIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M11 6a13 13 0 0 0 8.4-2.8A1 1 0 0 1 21 4v12a1 1 0 0 1-1.6.8A13 13 0 0 0 11 14H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z" />
    <path d="M6 14a12 12 0 0 0 2.4 7.2 2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14" />
    <path d="M8 6v8" />
  </StrokeIcon>
);

export const TargetIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="6" />
    <circle cx="12" cy="12" r="2" />
  </StrokeIcon>
);

export const ClapperboardIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m12.296 3.464 3.02 3.956" />
    <path d="M20.2 6 3 11l-.9-2.4c-.3-1.1.3-2.2 1.3-2.5l13.5-4c1.1-.3 2.2.3 2.5 1.3z" />
    <path d="M3 11h18v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="m6.18 5.276 3.1 3.899" />
  </StrokeIcon>
);

export const PaletteIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 22a1 1 0 0 1 0-20 10 9 0 0 1 10 9 5 5 0 0 1-5 5h-2.25a1.75 1.75 0 0 0-1.4 2.8l.3.4a1.75 1.75 0 0 1-1.4 2.8z" />
    <circle cx="13.5" cy="6.5" r=".5" fill="currentColor" />
    <circle cx="17.5" cy="10.5" r=".5" fill="currentColor" />
    <circle cx="6.5" cy="12.5" r=".5" fill="currentColor" />
    <circle cx="8.5" cy="7.5" r=".5" fill="currentColor" />
  </StrokeIcon>
);

export const SearchIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </StrokeIcon>
);

export const CodeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m16 18 6-6-6-6" />
    <path d="m8 6-6 6 6 6" />
  </StrokeIcon>
);

export const SmartphoneIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect width="14" height="20" x="5" y="2" rx="2" ry="2" />
    <path d="M12 18h.01" />
  </StrokeIcon>
);

export const AwardIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m15.477 12.89 1.515 8.526a.5.5 0 0 1-.81.47l-3.58-2.687a1 1 0 0 0-1.197 0l-3.586 2.686a.5.5 0 0 1-.81-.469l1.514-8.526" />
    <circle cx="12" cy="8" r="6" />
  </StrokeIcon>
);

export const HeartHandshakeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M19.414 14.414C21 12.828 22 11.5 22 9.5a5.5 5.5 0 0 0-9.591-3.676.6.6 0 0 1-.818.001A5.5 5.5 0 0 0 2 9.5c0 2.3 1.5 4 3 5.5l5.535 5.362a2 2 0 0 0 2.879.052 2.12 2.12 0 0 0-.004-3 2.124 2.124 0 1 0 3-3 2.124 2.124 0 0 0 3.004 0 2 2 0 0 0 0-2.828l-1.881-1.882a2.41 2.41 0 0 0-3.409 0l-1.71 1.71a2 2 0 0 1-2.828 0 2 2 0 0 1 0-2.828l2.823-2.762" />
  </StrokeIcon>
);

export const TrendingUpIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M16 7h6v6" />
    <path d="m22 7-8.5 8.5-5-5L2 17" />
  </StrokeIcon>
);

export const RocketIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5" />
    <path d="M4.5 16.5c-1.5 1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09" />
    <path d="M9 12a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.4 22.4 0 0 1-4 2z" />
    <path d="M9 12H4s.55-3.03 2-4c1.62-1.08 5 .05 5 .05" />
  </StrokeIcon>
);

export const serviceIcons: Record<(typeof SERVICE_ICONS)[number], Icon> = {
  megaphone: MegaphoneIcon,
  target: TargetIcon,
  clapperboard: ClapperboardIcon,
  palette: PaletteIcon,
  search: SearchIcon,
  code: CodeIcon,
  smartphone: SmartphoneIcon,
};

export const valueIcons = {
  award: AwardIcon,
  "heart-handshake": HeartHandshakeIcon,
  "trending-up": TrendingUpIcon,
  rocket: RocketIcon,
} satisfies Record<string, Icon>;
