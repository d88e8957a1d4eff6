/** The notifications feature's public face (decision 052): the bell and the browser notifications use it. */
export { useNotifications } from "./api/get-notifications.ts";
export { useUnreadCount } from "./api/get-unread-count.ts";
export { useReadAll } from "./api/post-read-all.ts";
export { useReadOne } from "./api/post-read-one.ts";
