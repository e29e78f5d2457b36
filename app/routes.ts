import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Three sides, one folder each:
 * - public/: the visitor's pages, under a layout per language. English at the root and Tamil
 *   under /ta share the page modules (each reads its language from the layout above it,
 *   app/content/locale.ts); a module registered twice needs a distinct id the second time.
 * - seo/: the sitemap, robots.txt and the feeds, outside any layout.
 * - admin/: the owner's inbox, rendered per request and never pre-rendered
 *   (app/content/paths.server.ts), under its own layout. Each of its loaders and actions
 *   checks the owner's session itself (app/routes/admin/owner-session.server.ts).
 */
const pages = [
  ["about", "routes/public/about.tsx"],
  ["services", "routes/public/services.tsx"],
  ["services/:serviceName", "routes/public/service.tsx"],
  ["blogs", "routes/public/blogs.tsx"],
  ["blogs/:slug", "routes/public/article.tsx"],
  ["contact", "routes/public/contact.tsx"],
  ["terms-conditon", "routes/public/terms.tsx"],
  ["privacy-policy", "routes/public/privacy.tsx"],
] as const;

export default [
  layout("routes/public/layout.en.tsx", [
    index("routes/public/home.tsx"),
    ...pages.map(([path, file]) => route(path, file)),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("ta", "routes/public/layout.ta.tsx", [
    index("routes/public/home.tsx", { id: "ta/home" }),
    ...pages.map(([path, file]) => route(path, file, { id: `ta/${path}` })),
    route("*", "routes/public/not-found.tsx", { id: "ta/not-found" }),
  ]),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("rss.xml", "routes/seo/rss.ts"),
  route("ta/rss.xml", "routes/seo/rss.ts", { id: "ta/rss.xml" }),
  route("feed.json", "routes/seo/feed-json.ts"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/inbox.tsx"),
    route("enquiries/:id", "routes/admin/enquiry.tsx"),
    route("enquiries/:id/erase", "routes/admin/erase.tsx"),
    route("notifications", "routes/admin/notifications.tsx"),
    route("passkeys", "routes/admin/passkeys.tsx"),
    route("devices", "routes/admin/devices.tsx"),
    route("insights", "routes/admin/insights.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("export.csv", "routes/admin/export-csv.ts"),
    route("live", "routes/admin/live.ts"),
    route("passkeys/register", "routes/admin/passkey-register.ts"),
    route("push/subscriptions", "routes/admin/push-subscribe.ts"),
    route("push/subscriptions/delete", "routes/admin/push-unsubscribe.ts"),
    route("push/test", "routes/admin/push-test.ts"),
    route("sign-in", "routes/admin/sign-in.tsx"),
    route("sign-in/verify", "routes/admin/verify.tsx"),
    route("sign-in/passkey", "routes/admin/passkey-sign-in.ts"),
    route("sign-out", "routes/admin/sign-out.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;
