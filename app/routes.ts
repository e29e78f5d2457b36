import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:serviceName", "routes/service.tsx"),
  route("blogs", "routes/blogs.tsx"),
  route("blogs/:slug", "routes/article.tsx"),
  route("contact", "routes/contact.tsx"),
  route("terms-conditon", "routes/terms.tsx"),
  route("privacy-policy", "routes/privacy.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("feed.json", "routes/feed-json.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
