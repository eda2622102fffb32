/** The class an open drawer carries, whoever opened it (the shell, the mini-cart, a CSS-less close). */
export const drawerOpenClass = "is-open";

/** Closes every open drawer and lets the page scroll again; true when one was open. */
export function closeDrawers(): boolean {
  const open = document.querySelectorAll<HTMLElement>(`.drawer.${drawerOpenClass}`);
  open.forEach((drawer) => drawer.classList.remove(drawerOpenClass));
  document.documentElement.classList.remove("drawer-open");
  return open.length > 0;
}

/** Opens one drawer (one at a time, spec §4.5), holds the page still and moves focus in. */
export function openDrawer(drawer: HTMLElement) {
  closeDrawers();
  drawer.classList.add(drawerOpenClass);
  document.documentElement.classList.add("drawer-open");
  drawer.querySelector<HTMLElement>(".drawer__close")?.focus();
}
