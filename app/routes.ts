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
  // The owner's inbox: rendered per request, never pre-rendered (app/content/paths.ts).
  route("admin", "routes/admin/inbox.tsx"),
  route("admin/enquiries/:id", "routes/admin/enquiry.tsx"),
  route("admin/export.csv", "routes/admin/export-csv.ts"),
  route("admin/passkeys", "routes/admin/passkeys.tsx"),
  route("admin/passkeys/register", "routes/admin/passkey-register.ts"),
  route("admin/sign-in", "routes/admin/sign-in.tsx"),
  route("admin/sign-in/verify", "routes/admin/verify.tsx"),
  route("admin/sign-in/passkey", "routes/admin/passkey-sign-in.ts"),
  route("admin/sign-out", "routes/admin/sign-out.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
