import { ArrowLeft, Rss } from "lucide-react";
import type { Route } from "./+types/blogs";
import { blogsIntro } from "~/content/about";
import { articles, summary } from "~/content/articles.server";
import { BlogCard } from "~/components/cards";
import { ButtonLink } from "~/components/ui/button";
import { Container, PageHero } from "~/components/ui/section";
import { staticPages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import { blogListLd } from "~/lib/structured-data";

export function loader() {
  return { intro: blogsIntro, articles: articles.map(summary) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...staticPages["/blogs"], path: "/blogs", structuredData: [blogListLd(loaderData?.articles ?? [])] });

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Insights" title="Our Blogs" lead={loaderData.intro}>
        <p className="mt-6">
          <a
            href="/rss.xml"
            type="application/rss+xml"
            className="inline-flex items-center gap-2 rounded text-sm font-semibold text-accent-300 underline-offset-4 hover:text-white hover:underline"
          >
            <Rss className="size-4" aria-hidden="true" /> RSS feed
          </a>
        </p>
      </PageHero>
      <section aria-label="Articles" className="bg-slate-50 py-16 sm:py-20">
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
            <ButtonLink to="/" variant="outline" size="lg">
              <ArrowLeft className="size-4" aria-hidden="true" /> Back to home
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
