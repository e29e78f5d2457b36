import { ArrowLeftIcon, ArrowRightIcon } from "~/components/icons/arrows";
import { CheckCircle2Icon } from "~/components/icons/status";
import { data, Link, useNavigate } from "react-router";
import type { Route } from "./+types/service";
import { useLocale } from "~/content/locale";
import { copyFor } from "~/content/page-copy.server";
import { ServiceIcon } from "~/components/cards";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container, HeroBackdrop } from "~/components/ui/section";
import { notFoundMeta, pageMeta } from "~/seo/meta.server";
import { breadcrumbLd, serviceLd } from "~/seo/structured-data.server";

export function loader({ params, request }: Route.LoaderArgs) {
  const { services, pages, locale, words: allWords } = copyFor(request);
  const { readyTitle, ...words } = allWords.service;
  const service = services.find((s) => s.slug === params.serviceName);
  if (!service) return data({ service: null, words, readyTitle: "", meta: notFoundMeta(request, words.notFoundTitle) }, { status: 404 });
  const path = locale.path(`/services/${service.slug}`);
  const meta = pageMeta({
    title: service.title,
    description: service.description,
    path,
    structuredData: [
      serviceLd(service, locale.lang),
      breadcrumbLd([
        { name: pages["/services"].title, path: locale.path("/services") },
        { name: service.title, path },
      ]),
    ],
  });
  return { service, words, readyTitle: readyTitle(service.title), meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

function ServiceNotFound({ words }: { words: Route.ComponentProps["loaderData"]["words"] }) {
  const navigate = useNavigate();
  const { path } = useLocale();
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-5 pt-24 pb-16 text-center">
      <div>
        <h1 tabIndex={-1} className="text-3xl font-bold tracking-tight">
          {words.notFoundTitle}
        </h1>
        <p className="mt-3 text-slate-600">{words.notFoundText}</p>
        <Button size="lg" className="mt-8" onClick={() => navigate(path("/services"))}>
          <ArrowLeftIcon className="size-4" aria-hidden="true" /> {words.backToServices}
        </Button>
      </div>
    </section>
  );
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  const { path } = useLocale();
  const { words } = loaderData;
  if (!service) return <ServiceNotFound words={words} />;
  return (
    <>
      <section className="relative overflow-hidden bg-brand-950 pt-28 pb-16 text-white sm:pt-32 sm:pb-20">
        <HeroBackdrop />
        <Container className="relative">
          <Link to={path("/services")} className="inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-100 hover:text-white">
            <ArrowLeftIcon className="size-4" aria-hidden="true" /> {words.backToServices}
          </Link>
          <div className="mt-8 flex items-center gap-4">
            <ServiceIcon icon={service.icon} onDark />
          </div>
          <h1 tabIndex={-1} className="mt-5 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            {service.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-100">{service.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={path(`/contact?service=${service.slug}`)} variant="accent" size="lg">
              {words.getStartedToday} <ArrowRightIcon className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to={path("/services")} variant="ghostOnDark" size="lg">
              {words.viewAllServices}
            </ButtonLink>
          </div>
        </Container>
      </section>

      <section aria-labelledby="overview-heading" className="py-16 sm:py-20">
        <Container width="text">
          <h2 id="overview-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {words.overview}
          </h2>
          <p className="mt-5 text-lg leading-8 text-slate-700">{service.fullDescription}</p>
        </Container>
      </section>

      <section className="bg-slate-50 py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="process-heading">
            <h2 id="process-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {words.process}
            </h2>
            <ol className="mt-8 space-y-4">
              {service.process.map((step, index) => (
                <li key={step} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {index + 1}
                  </span>
                  <span className="self-center leading-7 text-slate-700">{step}</span>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="benefits-heading">
            <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {words.benefits}
            </h2>
            <ul className="mt-8 space-y-4">
              {service.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <CheckCircle2Icon className="size-7 shrink-0 text-emerald-600" aria-hidden="true" />
                  <span className="self-center leading-7 text-slate-700">{benefit}</span>
                </li>
              ))}
            </ul>
          </section>
        </Container>
      </section>

      <section className="py-16 sm:py-20">
        <Container width="text" className="text-center">
          <h2 className="text-3xl font-bold tracking-tight">{loaderData.readyTitle}</h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{words.readyText}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={path(`/contact?service=${service.slug}`)} size="lg">
              {words.contactUs}
            </ButtonLink>
            <ButtonLink to={path("/services")} variant="outline" size="lg">
              {words.viewAllServices}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
