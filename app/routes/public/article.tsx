import { ArrowLeftIcon, ArrowRightIcon } from "~/components/icons/arrows";
import { data, Link } from "react-router";
import type { Route } from "./+types/article";
import { blogFor } from "~/content/articles.server";
import { useLocale } from "~/content/locale";
import { copyFor } from "~/content/page-copy.server";
import { ArticleByline, BlogCard } from "~/components/cards";
import { NotFound } from "~/components/layout/not-found";
import { ButtonLink } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/responsive-image";
import { Container } from "~/components/ui/section";
import { notFoundMeta, pageMeta } from "~/seo/meta.server";
import { blogPostingLd, breadcrumbLd } from "~/seo/structured-data.server";

export function loader({ params, request }: Route.LoaderArgs) {
  const { locale, pages, words } = copyFor(request);
  const blog = blogFor(locale.lang);
  const found = blog.find(params.slug);
  if (!found) return data({ found: null, words: words.article, meta: notFoundMeta(request) }, { status: 404 });
  const { article, canonicalSlug } = found;
  const path = locale.path(`/blogs/${canonicalSlug}`);
  // /blogs/blog10 shows the video-editing article; its canonical is the original, which
  // alone describes the article in structured data.
  const isAlias = canonicalSlug !== params.slug;
  const meta = pageMeta({
    title: article.title,
    description: article.description,
    path,
    type: "article",
    publishedTime: article.date,
    structuredData: isAlias
      ? []
      : [
          blogPostingLd(article, locale.lang),
          breadcrumbLd([
            { name: pages["/blogs"].title, path: locale.path("/blogs") },
            { name: article.title, path },
          ]),
        ],
  });
  return {
    found: {
      article,
      canonicalSlug,
      related: blog.related(article),
      ...blog.neighbours(article),
    },
    words: words.article,
    meta,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** Articles with at least this many sections get a table of contents. */
const TOC_MIN_SECTIONS = 4;

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { found } = loaderData;
  const { path } = useLocale();
  if (!found) return <NotFound />;
  const { article, related, previous, next } = found;
  return (
    <article>
      <header className="bg-brand-950 pt-28 pb-14 text-white sm:pt-32">
        <Container width="text">
          <Link to={path("/blogs")} className="inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-100 hover:text-white">
            <ArrowLeftIcon className="size-4" aria-hidden="true" /> {loaderData.words.backToBlogs}
          </Link>
          <h1 tabIndex={-1} className="mt-6 text-3xl leading-tight font-extrabold tracking-tight text-white sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-5 text-lg leading-8 text-brand-100">{article.description}</p>
          <ArticleByline date={article.date} dateText={article.dateText} readingMinutes={article.readingMinutes} className="mt-6 text-brand-100" />
        </Container>
      </header>

      <Container width="text">
        <ResponsiveImage
          base={`/images/blog/${article.image}`}
          alt={article.imageAlt}
          width={1200}
          height={675}
          sizes="(min-width: 768px) 720px, 100vw"
          loading="eager"
          fetchPriority="high"
          className="-mt-2 aspect-video w-full rounded-b-2xl bg-brand-50 object-cover sm:mt-8 sm:rounded-2xl"
        />
        {article.toc.length >= TOC_MIN_SECTIONS ? (
          <nav aria-labelledby="toc-heading" className="mt-10 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <h2 id="toc-heading" className="text-sm font-semibold tracking-widest text-slate-600 uppercase">
              {loaderData.words.tableOfContents}
            </h2>
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 marker:text-brand-600">
              {article.toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`} className="rounded text-brand-800 hover:underline">
                    {entry.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="prose-article mt-10" dangerouslySetInnerHTML={{ __html: article.html }} />

        <div className="mt-14 flex justify-center">
          <ButtonLink to={path("/blogs")} variant="outline" size="lg">
            <ArrowLeftIcon className="size-4" aria-hidden="true" /> {loaderData.words.backToBlogs}
          </ButtonLink>
        </div>

        {previous || next ? (
          <nav aria-label={loaderData.words.moreArticles} className="mt-12 grid gap-4 border-t border-slate-200 pt-8 sm:grid-cols-2">
            {previous ? (
              <Link to={path(`/blogs/${previous.slug}`)} className="rounded-xl p-4 ring-1 ring-slate-200 hover:bg-slate-50">
                <span className="flex items-center gap-1.5 text-sm text-slate-600">
                  <ArrowLeftIcon className="size-4" aria-hidden="true" /> {loaderData.words.previous}
                </span>
                <span className="mt-1 block font-semibold text-ink">{previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link to={path(`/blogs/${next.slug}`)} className="rounded-xl p-4 text-right ring-1 ring-slate-200 hover:bg-slate-50">
                <span className="flex items-center justify-end gap-1.5 text-sm text-slate-600">
                  {loaderData.words.next} <ArrowRightIcon className="size-4" aria-hidden="true" />
                </span>
                <span className="mt-1 block font-semibold text-ink">{next.title}</span>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </Container>

      <section aria-labelledby="related-heading" className="mt-16 bg-slate-50 py-16">
        <Container>
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {loaderData.words.related}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <BlogCard key={item.slug} article={item} />
            ))}
          </div>
        </Container>
      </section>
    </article>
  );
}
