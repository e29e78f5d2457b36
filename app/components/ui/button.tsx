import { Link, type LinkProps } from "react-router";
import type { ComponentProps } from "react";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors focus-visible:outline-offset-4 disabled:cursor-not-allowed disabled:opacity-70";

const variants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  accent: "bg-accent-400 text-ink shadow-sm hover:bg-accent-300",
  outline: "border border-brand-200 bg-white text-brand-800 hover:border-brand-700 hover:bg-brand-50",
  ghostOnDark: "border border-white/40 text-white hover:bg-white/10",
} as const;

const sizes = {
  md: "px-5 py-2.5 text-sm",
  lg: "px-7 py-3.5 text-base",
} as const;

type Style = { variant?: keyof typeof variants; size?: keyof typeof sizes };

export function buttonClass({ variant = "primary", size = "md" }: Style = {}, extra = "") {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(" ");
}

export function ButtonLink({ variant, size, className, ...props }: LinkProps & Style) {
  return <Link className={buttonClass({ variant, size }, className as string)} {...props} />;
}

export function Button({
  variant,
  size,
  className,
  ...props
}: ComponentProps<"button"> & Style) {
  return <button className={buttonClass({ variant, size }, className)} {...props} />;
}
