import type { ReactNode } from "react";

const widths = { page: "max-w-6xl", text: "max-w-3xl" } as const;

export function Container({
  children,
  className = "",
  width = "page",
}: {
  children: ReactNode;
  className?: string;
  /** "text" keeps long reading lines to a comfortable measure. */
  width?: keyof typeof widths;
}) {
  return <div className={`mx-auto w-full ${widths[width]} px-5 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

/** The violet and saffron glow behind every dark opening band. */
export function HeroBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(124,58,237,0.45),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(245,158,11,0.18),transparent_55%)]"
    />
  );
}

/** A page's opening band: the one h1 of the page, which receives focus after navigation. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-brand-950 pt-28 pb-16 text-white sm:pt-32 sm:pb-20">
      <HeroBackdrop />
      <Container className="relative">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 tabIndex={-1} className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
          {title}
        </h1>
        {lead ? <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-100">{lead}</p> : null}
        {children}
      </Container>
    </section>
  );
}
