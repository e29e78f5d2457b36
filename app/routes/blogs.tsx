import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/blogs";
import { blogsIntro } from "~/content/about";
import { articles, summary } from "~/content/articles.server";
import { BlogCard } from "~/components/cards";
import { ButtonLink } from "~/components/ui/button";
import { Container, PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";

export function loader() {
  return { intro: blogsIntro, articles: articles.map(summary) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Blogs",
    description:
      "Practical guides on digital marketing, Meta Ads, video, poster design, SEO, websites and apps for small businesses in India.",
    path: "/blogs",
  });

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Insights" title="Our Blogs" lead={loaderData.intro} />
      <section aria-label="Articles" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.articles.map((article, index) => (
              <BlogCard key={article.slug} article={article} headingLevel={2} eager={index < 3} />
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
