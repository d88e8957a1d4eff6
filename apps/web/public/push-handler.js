// Web Push in the agent app's service worker (decision 089), loaded by the generated sw.js through
// importScripts. The payload is JSON { title, body, url?, tag? } (slice C's sendPush); a payload that
// cannot be read still shows a notification, as browsers require for every push.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof data.title === "string" && data.title ? data.title : "HTS Agent";
  const url = typeof data.url === "string" && data.url.startsWith("/") ? data.url : "/agent";
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, {
        body: typeof data.body === "string" ? data.body : "",
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-maskable-192.png",
        tag: typeof data.tag === "string" ? data.tag : undefined,
        data: { url },
      }),
      // An open app refreshes what changed (a shift, a check, new post orders) at once; a page opened
      // before this worker took control (the first visit, decision 089) is told too.
      self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((list) => {
        for (const client of list) client.postMessage({ type: "hts-push" });
      }),
    ]),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = event.notification.data?.url || "/agent";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((list) => {
      const open = list.find((client) => new URL(client.url).pathname.startsWith("/agent"));
      if (open) return open.focus().then((client) => client.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
