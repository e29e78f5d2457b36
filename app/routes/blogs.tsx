import { ArrowLeft, Rss } from "lucide-react";
import type { Route } from "./+types/blogs";
import { blogFor, summary } from "~/content/articles.server";
import { localeOfPath, useLocale } from "~/content/locale";
import { copyFor, requestLang } from "~/content/page-copy.server";
import { BlogCard } from "~/components/cards";
import { ButtonLink } from "~/components/ui/button";
import { Container, PageHero } from "~/components/ui/section";
import { feedLinks } from "~/seo/feeds";
import { pageMeta } from "~/seo/meta";
import { blogListLd } from "~/seo/structured-data";

export function loader({ request }: Route.LoaderArgs) {
  return { intro: copyFor(request).blogsIntro, articles: blogFor(requestLang(request)).articles.map(summary) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { lang, pages, path } = localeOfPath(location.pathname);
  return pageMeta({ ...pages["/blogs"], path: path("/blogs"), structuredData: [blogListLd(loaderData?.articles ?? [], lang)] });
};

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { ui, lang, path } = useLocale();
  return (
    <>
      <PageHero eyebrow={ui.blogs.eyebrow} title={ui.blogs.title} lead={loaderData.intro}>
        <p className="mt-6">
          <a
            href={feedLinks(lang)[0]!.href}
            type="application/rss+xml"
            className="inline-flex items-center gap-2 rounded text-sm font-semibold text-accent-300 underline-offset-4 hover:text-white hover:underline"
          >
            <Rss className="size-4" aria-hidden="true" /> {ui.blogs.rssFeed}
          </a>
        </p>
      </PageHero>
      <section aria-label={ui.blogs.listLabel} className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.articles.map((article, index) => (
              <BlogCard
                key={article.slug}
                article={article}
                headingLevel={2}
                image={index === 0 ? "priority" : index < 3 ? "eager" : "lazy"}
              />
            ))}
          </div>
          <div className="mt-12 text-center">
            <ButtonLink to={path("/")} variant="outline" size="lg">
              <ArrowLeft className="size-4" aria-hidden="true" /> {ui.blogs.backHome}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
