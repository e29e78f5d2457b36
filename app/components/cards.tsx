import { Link } from "react-router";
import { ArrowRightIcon } from "~/components/icons/arrows";
import type { Service } from "~/content/schema";
import type { ArticleSummary } from "~/content/articles.server";
import { useLocale } from "~/content/locale";
import { CalendarIcon, ClockIcon } from "~/components/icons/articles";
import { serviceIcons } from "~/components/icons/services";
import { ResponsiveImage } from "./responsive-image";

export function ServiceIcon({ icon, onDark = false }: { icon: Service["icon"]; onDark?: boolean }) {
  const Icon = serviceIcons[icon];
  const tone = onDark ? "bg-white/10 text-accent-300 ring-1 ring-white/15" : "bg-brand-50 text-brand-700";
  return (
    <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${tone}`}>
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}

/** Date and reading time of an article, on its card and at the top of the article. */
export function ArticleByline({
  date,
  dateText,
  readingMinutes,
  className,
}: {
  date: string;
  /** `date` as the page's language shows it, formatted by the server (ArticleSummary). */
  dateText: string;
  readingMinutes: number;
  className: string;
}) {
  const { ui } = useLocale();
  return (
    <p className={`flex flex-wrap items-center gap-x-5 gap-y-1 text-sm ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarIcon className="size-4" aria-hidden="true" />
        <time dateTime={date}>{dateText}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <ClockIcon className="size-4" aria-hidden="true" />
        {ui.cards.readingTime(readingMinutes)}
      </span>
    </p>
  );
}

export function BlogCard({
  article,
  headingLevel = 3,
  image = "lazy",
}: {
  article: Pick<ArticleSummary, "slug" | "title" | "description" | "image" | "imageAlt" | "date" | "dateText" | "readingMinutes">;
  headingLevel?: 2 | 3;
  /**
   * "lazy" below the fold; "eager" in the first screen on some width; "priority" for the
   * one image that is likely the largest paint (preloaded, fetched first).
   */
  image?: "lazy" | "eager" | "priority";
}) {
  const { ui, path } = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <ResponsiveImage
        base={`/images/blog/${article.image}`}
        alt={article.imageAlt}
        width={1200}
        height={675}
        sizes="(min-width: 1024px) 352px, (min-width: 768px) 50vw, 100vw"
        loading={image === "lazy" ? "lazy" : "eager"}
        fetchPriority={image === "priority" ? "high" : undefined}
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <ArticleByline date={article.date} dateText={article.dateText} readingMinutes={article.readingMinutes} className="text-slate-600" />
        <Heading className="mt-3 text-xl leading-snug font-bold">{article.title}</Heading>
        <p className="mt-3 flex-1 leading-7 text-slate-600">{article.description}</p>
        <Link
          to={path(`/blogs/${article.slug}`)}
          className="mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 hover:text-brand-900"
        >
          {ui.cards.readMore}<span className="sr-only">{ui.cards.readMoreHidden(article.title)}</span>
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

export function CtaBand({ heading, text, button }: { heading: string; text: string; button: string }) {
  const { path } = useLocale();
  return (
    <section className="bg-brand-950 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl px-5 text-center">
        <h2 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{heading}</h2>
        <p className="mt-4 text-lg leading-8 text-brand-100">{text}</p>
        <Link
          to={path("/contact")}
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-accent-400 px-7 py-3.5 font-semibold text-ink shadow-sm hover:bg-accent-300"
        >
          {button}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
