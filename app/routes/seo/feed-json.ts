import { articles } from "~/content/articles.server";
import { jsonFeedText } from "~/seo/feeds.server";

// JSON Feed 1.1 of the blog, pre-rendered to build/client/feed.json.
export function loader() {
  return new Response(jsonFeedText(articles), {
    headers: { "Content-Type": "application/feed+json; charset=utf-8" },
  });
}
