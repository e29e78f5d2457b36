import { ArrowRightIcon, CheckIcon } from "~/components/icons/arrows";
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { useLocale } from "~/content/locale";
import { copyFor } from "~/content/page-copy.server";
import { CtaBand, ServiceIcon } from "~/components/cards";
import { Container, PageHero } from "~/components/ui/section";
import { staticPageMeta } from "~/seo/meta.server";
import { itemListLd } from "~/seo/structured-data.server";

export function loader({ request }: Route.LoaderArgs) {
  const { servicesIntro, cta, services, pages, locale, words } = copyFor(request);
  const { learnMoreHidden, ...servicesWords } = words.services;
  const list = itemListLd(
    pages["/services"].title,
    services.map((s) => ({ name: s.title, path: locale.path(`/services/${s.slug}`) })),
  );
  return {
    intro: servicesIntro,
    cta,
    words: servicesWords,
    services: services.map(({ slug, title, icon, description, features }) => ({ slug, title, icon, description, features, learnMoreHidden: learnMoreHidden(title) })),
    meta: staticPageMeta(request, "/services", { structuredData: [list] }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Services({ loaderData }: Route.ComponentProps) {
  const { services, intro, cta } = loaderData;
  const { path } = useLocale();
  return (
    <>
      <PageHero eyebrow={loaderData.words.eyebrow} title={loaderData.words.title} lead={intro} />
      <section aria-label={loaderData.words.listLabel} className="bg-slate-50 py-20 sm:py-24">
        <Container>
          {/* Seven cards: a centred last row rather than a hole in the grid. */}
          <ul className="flex flex-wrap justify-center gap-6">
            {services.map((service) => (
              <li
                key={service.slug}
                className="flex w-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200 md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
              >
                <ServiceIcon icon={service.icon} />
                <h2 className="mt-5 text-xl font-bold">{service.title}</h2>
                <p className="mt-2 leading-7 text-slate-600">{service.description}</p>
                <ul className="mt-5 flex-1 space-y-2.5">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2.5 text-slate-700">
                      <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to={path(`/services/${service.slug}`)}
                  className="mt-6 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 hover:text-brand-900"
                >
                  {loaderData.words.learnMore}<span className="sr-only">{service.learnMoreHidden}</span>
                  <ArrowRightIcon className="size-4" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CtaBand {...cta} />
    </>
  );
}
