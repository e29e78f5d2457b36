/**
 * The site's one icon set: Lucide (stroke icons, tree-shaken per import), plus the four
 * social marks Lucide no longer ships, drawn here in the same 24px, 2px-stroke style.
 */
import type { SVGProps } from "react";
import {
  Award,
  Clapperboard,
  Code,
  HeartHandshake,
  Megaphone,
  Palette,
  Rocket,
  Search,
  Smartphone,
  Target,
  TrendingUp,
  type LucideIcon,
} from "lucide-react";
import type { SERVICE_ICONS } from "~/content/schema";
import type { SocialLink } from "~/content/site";

type IconProps = SVGProps<SVGSVGElement>;

export function StrokeIcon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

const socialIcons: Record<SocialLink["icon"], (props: IconProps) => React.JSX.Element> = {
  instagram: (props) => (
    <StrokeIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </StrokeIcon>
  ),
  facebook: (props) => (
    <StrokeIcon {...props}>
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
    </StrokeIcon>
  ),
  linkedin: (props) => (
    <StrokeIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13a2.5 2.5 0 0 1 5 0v4" />
    </StrokeIcon>
  ),
  youtube: (props) => (
    <StrokeIcon {...props}>
      <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </StrokeIcon>
  ),
};

export function SocialIcon({ icon, ...props }: { icon: SocialLink["icon"] } & IconProps) {
  const Icon = socialIcons[icon];
  return <Icon {...props} />;
}

export const serviceIcons: Record<(typeof SERVICE_ICONS)[number], LucideIcon> = {
  megaphone: Megaphone,
  target: Target,
  clapperboard: Clapperboard,
  palette: Palette,
  search: Search,
  code: Code,
  smartphone: Smartphone,
};

export const valueIcons = {
  award: Award,
  "heart-handshake": HeartHandshake,
  "trending-up": TrendingUp,
  rocket: Rocket,
} satisfies Record<string, LucideIcon>;
