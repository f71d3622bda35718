/** Whether a navigation link to `to` stands for the page at `pathname`: that path or a page below it; "/" only itself. */
export function isCurrentPath(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
