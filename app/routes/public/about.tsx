import type { Icon } from "~/components/ui/icons";
import { EyeIcon, FlagIcon } from "~/components/icons/about";
import { TargetIcon } from "~/components/icons/services";
import type { Route } from "./+types/about";
import { copyFor } from "~/content/page-copy.server";
import { CtaBand } from "~/components/cards";
import { StatTiles } from "~/components/stats";
import { Container, PageHero } from "~/components/ui/section";
import { SectionHeading } from "~/components/section-heading";
import { staticPageMeta } from "~/seo/meta.server";

export function loader({ request }: Route.LoaderArgs) {
  const { about, journey, stats, cta, words } = copyFor(request);
  return { about, journey, stats, cta, words: words.about, meta: staticPageMeta(request, "/about") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, journey, stats, cta, words } = loaderData;
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} lead={about.intro} />

      <section aria-labelledby="story-heading" className="py-20 sm:py-24">
        <Container className="grid gap-12 lg:grid-cols-2 lg:items-start">
          <div>
            <SectionHeading id="story-heading" eyebrow={words.storyEyebrow} title={words.storyTitle} align="left" />
            <div className="mt-6 space-y-5 text-lg leading-8 text-slate-600">
              {about.story.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="lg:pt-16">
            <StatTiles stats={stats} stacked />
          </div>
        </Container>
      </section>

      <section aria-label={words.missionVisionLabel} className="bg-slate-50 py-20 sm:py-24">
        <Container className="grid gap-6 md:grid-cols-2">
          <Statement icon={TargetIcon} tone="bg-brand-50 text-brand-700" title={words.missionTitle} lead={about.mission} detail={about.missionDetail} />
          <Statement icon={EyeIcon} tone="bg-amber-100 text-amber-800" title={words.visionTitle} lead={about.vision} detail={about.visionDetail} />
        </Container>
      </section>

      <section aria-labelledby="journey-heading" className="py-20 sm:py-24">
        <Container>
          <SectionHeading id="journey-heading" eyebrow={words.journeyEyebrow} title={words.journeyTitle} />
          <ol className="relative mx-auto mt-12 max-w-3xl space-y-10 border-l-2 border-brand-100 pl-8">
            {journey.map((step) => (
              <li key={step.title} className="relative">
                <span className="absolute top-1 -left-[2.6rem] inline-flex size-8 items-center justify-center rounded-full bg-brand-700 text-white ring-4 ring-white">
                  <FlagIcon className="size-4" aria-hidden="true" />
                </span>
                <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{step.when}</p>
                <h3 className="mt-1 text-xl font-bold">{step.title}</h3>
                <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <CtaBand {...cta} />
    </>
  );
}

function Statement({
  icon: Icon,
  tone,
  title,
  lead,
  detail,
}: {
  icon: Icon;
  tone: string;
  title: string;
  lead: string;
  detail: string;
}) {
  return (
    <article className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <span className={`inline-flex size-12 items-center justify-center rounded-xl ${tone}`}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-2xl font-bold">{title}</h2>
      <p className="mt-3 text-lg font-semibold text-ink">{lead}</p>
      <p className="mt-3 leading-7 text-slate-600">{detail}</p>
    </article>
  );
}
