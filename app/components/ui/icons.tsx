/**
 * The chrome's icons (menu, close, WhatsApp, social marks) and the stroke they share:
 * 24px, 2px. Drawings after Lucide (https://lucide.dev, ISC licence); the four social marks,
 * which Lucide no longer ships, in the same style. The pages' own icons: ../icons.tsx.
 */
import type { SVGProps } from "react";
import type { SocialLink } from "~/shared/site";

export type IconProps = SVGProps<SVGSVGElement>;
export type Icon = (props: IconProps) => React.JSX.Element;

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

const socialIcons: Record<SocialLink["icon"], Icon> = {
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

export const MenuIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </StrokeIcon>
);

export const MessageCircleIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
  </StrokeIcon>
);

export const XIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </StrokeIcon>
);
