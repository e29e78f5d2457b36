import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The public pages, registered once per language: English at the root, Tamil under /ta with
 * the same slugs and the same route modules (each reads its language from the path,
 * app/shared/lang.ts). A module registered twice needs a distinct id the second time.
 */
const pages = [
  ["about", "routes/about.tsx"],
  ["services", "routes/services.tsx"],
  ["services/:serviceName", "routes/service.tsx"],
  ["blogs", "routes/blogs.tsx"],
  ["blogs/:slug", "routes/article.tsx"],
  ["contact", "routes/contact.tsx"],
  ["terms-conditon", "routes/terms.tsx"],
  ["privacy-policy", "routes/privacy.tsx"],
] as const;

export default [
  index("routes/home.tsx"),
  ...pages.map(([path, file]) => route(path, file)),
  route("ta", "routes/home.tsx", { id: "ta/home" }),
  ...pages.map(([path, file]) => route(`ta/${path}`, file, { id: `ta/${path}` })),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("ta/rss.xml", "routes/rss.ts", { id: "ta/rss.xml" }),
  route("feed.json", "routes/feed-json.ts"),
  // The owner's inbox: rendered per request, never pre-rendered (app/content/paths.server.ts).
  route("admin", "routes/admin/inbox.tsx"),
  route("admin/enquiries/:id", "routes/admin/enquiry.tsx"),
  route("admin/export.csv", "routes/admin/export-csv.ts"),
  route("admin/passkeys", "routes/admin/passkeys.tsx"),
  route("admin/passkeys/register", "routes/admin/passkey-register.ts"),
  route("admin/sign-in", "routes/admin/sign-in.tsx"),
  route("admin/sign-in/verify", "routes/admin/verify.tsx"),
  route("admin/sign-in/passkey", "routes/admin/passkey-sign-in.ts"),
  route("admin/sign-out", "routes/admin/sign-out.ts"),
  route("ta/*", "routes/not-found.tsx", { id: "ta/not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
