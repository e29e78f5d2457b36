import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { localeOfPath, useLocale } from "~/content/locale";
import { copyFor } from "~/content/page-copy.server";
import { CtaBand, ServiceIcon } from "~/components/cards";
import { Container, PageHero } from "~/components/ui/section";
import { pageMeta } from "~/seo/meta";
import { itemListLd } from "~/seo/structured-data";

export function loader({ request }: Route.LoaderArgs) {
  const { servicesIntro, cta, services } = copyFor(request);
  return {
    intro: servicesIntro,
    cta,
    services: services.map(({ slug, title, icon, description, features }) => ({ slug, title, icon, description, features })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { pages, path } = localeOfPath(location.pathname);
  return pageMeta({
    ...pages["/services"],
    path: path("/services"),
    structuredData: [
      itemListLd(
        pages["/services"].title,
        (loaderData?.services ?? []).map((s) => ({ name: s.title, path: path(`/services/${s.slug}`) })),
      ),
    ],
  });
};

export default function Services({ loaderData }: Route.ComponentProps) {
  const { services, intro, cta } = loaderData;
  const { ui, path } = useLocale();
  return (
    <>
      <PageHero eyebrow={ui.services.eyebrow} title={ui.services.title} lead={intro} />
      <section aria-label={ui.services.listLabel} className="bg-slate-50 py-20 sm:py-24">
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
                      <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to={path(`/services/${service.slug}`)}
                  className="mt-6 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 hover:text-brand-900"
                >
                  {ui.services.learnMore}<span className="sr-only">{ui.services.learnMoreHidden(service.title)}</span>
                  <ArrowRight className="size-4" aria-hidden="true" />
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
