import { ArrowRightIcon } from "~/components/icons/arrows";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { HOME_TEASER_SLUGS, blogFor, summary } from "~/content/articles.server";
import { clientLogos } from "~/content/clients";
import { useLocale } from "~/content/locale";
import { copyFor, requestLang } from "~/content/page-copy.server";
import { BlogCard, ServiceIcon } from "~/components/cards";
import { StatTiles } from "~/components/stats";
import { ButtonLink } from "~/components/ui/button";
import { valueIcons } from "~/components/icons/services";
import { Container, HeroBackdrop } from "~/components/ui/section";
import { SectionHeading } from "~/components/section-heading";
import { staticPageMeta } from "~/seo/meta.server";
import { websiteLd } from "~/seo/structured-data.server";

export function loader({ request }: Route.LoaderArgs) {
  const { hero, stats, values, whyChoose, servicesIntro, blogsIntro, services, words } = copyFor(request);
  const blog = blogFor(requestLang(request));
  return {
    hero,
    stats,
    values,
    whyChoose,
    servicesIntro,
    blogsIntro,
    clientLogos,
    words: words.home,
    services: services.map(({ slug, title, icon, description }) => ({ slug, title, icon, description })),
    teasers: HOME_TEASER_SLUGS.map((slug) => summary(blog.find(slug)!.article)),
    meta: staticPageMeta(request, "/", { structuredData: [websiteLd(requestLang(request))] }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, stats, values, whyChoose, services, teasers, clientLogos, words } = loaderData;
  const { path } = useLocale();
  return (
    <>
      <section className="relative overflow-hidden bg-brand-950 pt-32 pb-20 text-white sm:pt-40 sm:pb-28">
        <HeroBackdrop />
        <Container className="relative">
          <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-accent-300 ring-1 ring-white/15">
            {hero.tagline}
          </p>
          <h1 tabIndex={-1} className="mt-6 max-w-4xl text-4xl leading-tight font-extrabold tracking-tight text-white sm:text-6xl">
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100 sm:text-xl">{hero.lead}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={path("/contact")} variant="accent" size="lg">
              {words.getStarted} <ArrowRightIcon className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to={path("/services")} variant="ghostOnDark" size="lg">
              {words.viewServices}
            </ButtonLink>
          </div>
          <div className="mt-14 max-w-3xl">
            <StatTiles stats={stats} onDark />
          </div>
        </Container>
      </section>

      <section aria-labelledby="clients-heading" className="border-b border-slate-200 bg-white py-10">
        <Container>
          <h2 id="clients-heading" className="text-center text-sm font-semibold tracking-widest text-slate-600 uppercase">
            {words.clientsHeading}
          </h2>
        </Container>
        <div className="mt-6 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
          <ul className="animate-marquee flex w-max gap-12 hover:[animation-play-state:paused]">
            {[...clientLogos, ...clientLogos].map((logo, i) => (
              <li key={`${logo.src}-${i}`} aria-hidden={i >= clientLogos.length ? true : undefined}>
                <img
                  src={logo.src}
                  alt={i >= clientLogos.length ? "" : logo.name}
                  width="240"
                  height="96"
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-40 object-contain opacity-80"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="services-heading" className="bg-slate-50 py-20 sm:py-24">
        <Container>
          <SectionHeading id="services-heading" eyebrow={words.servicesEyebrow} title={words.servicesTitle} lead={loaderData.servicesIntro} />
          {/* Seven cards: a centred last row rather than a hole in the grid. */}
          <ul className="mt-12 flex flex-wrap justify-center gap-5">
            {services.map((service) => (
              <li
                key={service.slug}
                className="w-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-3.75rem)/4)]"
              >
                <div className="flex items-center gap-4 sm:block">
                  <ServiceIcon icon={service.icon} />
                  <h3 className="text-lg font-bold sm:mt-5">{service.title}</h3>
                </div>
                <p className="mt-3 leading-7 text-slate-600">{service.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="why-heading" className="py-20 sm:py-24">
        <Container className="grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <div>
            <SectionHeading id="why-heading" eyebrow={words.whyEyebrow} title={whyChoose.heading} align="left" />
            <p className="mt-5 text-lg leading-8 text-slate-600">{whyChoose.text}</p>
            <Link
              to={path("/about")}
              className="mt-8 inline-flex items-center gap-2 rounded font-semibold text-brand-700 hover:text-brand-900"
            >
              {words.learnMoreAboutUs} <ArrowRightIcon className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <ul className="grid gap-5 sm:grid-cols-2">
            {values.map((value) => {
              const Icon = valueIcons[value.icon];
              return (
                <li key={value.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <span className="inline-flex size-11 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-bold">{value.title}</h3>
                  <p className="mt-2 leading-7 text-slate-600">{value.text}</p>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="blogs-heading" className="bg-slate-50 py-20 sm:py-24">
        <Container>
          <SectionHeading id="blogs-heading" eyebrow={words.blogsEyebrow} title={words.blogsTitle} lead={loaderData.blogsIntro} />
          <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {teasers.map((article) => (
              <BlogCard key={article.slug} article={article} />
            ))}
          </div>
        </Container>
      </section>
    </>
  );
}
