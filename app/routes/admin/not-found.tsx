import { data } from "react-router";

/** Any other path under /admin: a 404 inside the inbox's own layout, never the public site's. */
export function loader() {
  throw data({ message: "No such page in the inbox." }, { status: 404 });
}

/** Never rendered (the loader always throws); it makes this a page, so the inbox's error page shows. */
export default function AdminNotFound() {
  return null;
}
