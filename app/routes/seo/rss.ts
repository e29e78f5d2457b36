import type { Route } from "./+types/rss";
import { blogFor } from "~/content/articles.server";
import { requestLang } from "~/content/page-copy.server";
import { rssFeed } from "~/seo/feeds.server";

// RSS 2.0 feed of the blog in each language, pre-rendered to build/client/rss.xml and
// build/client/ta/rss.xml.
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return new Response(rssFeed(blogFor(lang).articles, lang), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
