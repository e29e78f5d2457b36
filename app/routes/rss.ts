import { articles } from "~/content/articles.server";
import { rssFeed } from "~/lib/feeds";

// RSS 2.0 feed of the blog, pre-rendered to build/client/rss.xml.
export function loader() {
  return new Response(rssFeed(articles), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
