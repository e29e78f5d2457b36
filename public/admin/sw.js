// The owner's inbox's service worker (docs/decisions/0063-installable-inbox.md), registered by
// app/routes/admin/layout.tsx with the scope /admin: it never sees a public page.
//
// It shows the notification of a push (the server sends JSON {title, body, url, tag}), opens
// the enquiry a tapped notification names, and keeps the app badge at the number of
// notifications still shown. It has no fetch handler and opens no cache: no response passes
// through it and nothing an enquiry holds is ever stored on the phone by it
// (tests/server/owner-app.test.ts checks this source; tests/e2e/owner-app.test.ts the caches).

/** Where a notification may lead: a page of the inbox on this origin, else the inbox itself. */
function inboxUrl(url) {
  const inbox = new URL("/admin", self.location.origin);
  try {
    const target = new URL(typeof url === "string" ? url : "/admin", self.location.origin);
    if (target.origin === inbox.origin && (target.pathname === "/admin" || target.pathname.startsWith("/admin/"))) return target.href;
  } catch {
    // Not a URL: the inbox.
  }
  return inbox.href;
}

function text(value) {
  return typeof value === "string" ? value : "";
}

function readPayload(data) {
  try {
    const payload = data ? data.json() : null;
    return payload && typeof payload === "object" ? payload : {};
  } catch {
    return { body: data ? data.text() : "" };
  }
}

/** A notification of an enquiry: it leads to an enquiry's page (a test notification does not). */
function isEnquiry(notification) {
  const url = notification.data && notification.data.url;
  return typeof url === "string" && new URL(url).pathname.startsWith("/admin/enquiries/");
}

/** The app icon's badge: how many enquiry notifications are still shown (each inbox page sets the exact New count). */
async function updateBadge() {
  if (!("setAppBadge" in self.navigator)) return;
  const enquiries = (await self.registration.getNotifications()).filter(isEnquiry).length;
  await (enquiries > 0 ? self.navigator.setAppBadge(enquiries) : self.navigator.clearAppBadge());
}

/**
 * The title of a push that came without one. The server always sends one, in the language of the
 * owner whose phone it rings (server/alerts/push-message.ts); the worker does not know that
 * owner, so it goes by the phone's language (docs/decisions/0084-no-english-on-a-tamil-inbox.md).
 */
function fallbackTitle() {
  return /^ta\b/i.test(self.navigator.language || "") ? "Vaigai Digital இன்பாக்ஸ்" : "Vaigai Digital inbox";
}

self.addEventListener("install", () => self.skipWaiting());
// Open inbox pages come under this worker at once, so a tapped notification can navigate them.
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  const payload = readPayload(event.data);
  const tag = text(payload.tag);
  const shown = self.registration.showNotification(text(payload.title) || fallbackTitle(), {
    body: text(payload.body),
    tag: tag || undefined,
    renotify: Boolean(tag),
    icon: "/icon-192.png",
    data: { url: inboxUrl(payload.url) },
  });
  event.waitUntil(shown.then(updateBadge).catch(() => undefined));
});

/**
 * Opens the enquiry: an inbox window already open goes there (and comes to the front), else a
 * new one opens. navigate() needs a window this worker controls (clients.claim above); focus()
 * and openWindow() need the tap itself.
 */
async function openInbox(url) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).pathname.startsWith("/admin"));
  if (open) {
    const moved = open.url === url ? open : await open.navigate(url).catch(() => null);
    if (moved) {
      await moved.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const opened = Promise.all([openInbox(inboxUrl(event.notification.data && event.notification.data.url)), updateBadge()]);
  event.waitUntil(opened.catch(() => undefined));
});

self.addEventListener("notificationclose", (event) => event.waitUntil(updateBadge().catch(() => undefined)));
