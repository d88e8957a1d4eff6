/** Query keys of the notifications area; invalidating `all` refreshes the bell and its list together. */
export const notificationKeys = {
  all: ["notifications"] as const,
  unreadCount: ["notifications", "unread-count"] as const,
  list: ["notifications", "list"] as const,
};
