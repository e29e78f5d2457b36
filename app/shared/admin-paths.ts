/** The owner's inbox and everything under it (not /administrator or /admin-foo). */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname === "/admin.data" || pathname.startsWith("/admin/");
}
