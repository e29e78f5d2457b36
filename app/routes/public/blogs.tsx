import { ArrowLeftIcon } from "~/components/icons/arrows";
import { RssIcon } from "~/components/icons/articles";
import type { Route } from "./+types/blogs";
import { blogFor, summary } from "~/content/articles.server";
import { useLocale } from "~/content/locale";
import { copyFor, requestLang } from "~/content/page-copy.server";
import { BlogCard } from "~/components/cards";
import { ButtonLink } from "~/components/ui/button";
import { Container, PageHero } from "~/components/ui/section";
import { staticPageMeta } from "~/seo/meta.server";
import { blogListLd } from "~/seo/structured-data.server";

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const articles = blogFor(lang).articles.map(summary);
  const { blogsIntro, words } = copyFor(request);
  return { intro: blogsIntro, words: words.blogs, articles, meta: staticPageMeta(request, "/blogs", { structuredData: [blogListLd(articles, lang)] }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { path, feeds } = useLocale();
  return (
    <>
      <PageHero eyebrow={loaderData.words.eyebrow} title={loaderData.words.title} lead={loaderData.intro}>
        <p className="mt-6">
          <a
            href={feeds[0]!.href}
            type="application/rss+xml"
            className="inline-flex items-center gap-2 rounded text-sm font-semibold text-accent-300 underline-offset-4 hover:text-white hover:underline"
          >
            <RssIcon className="size-4" aria-hidden="true" /> {loaderData.words.rssFeed}
          </a>
        </p>
      </PageHero>
      <section aria-label={loaderData.words.listLabel} className="bg-slate-50 py-16 sm:py-20">
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
              <ArrowLeftIcon className="size-4" aria-hidden="true" /> {loaderData.words.backHome}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
