// The top navigation's menus are <details> (they open and close without JavaScript; the shared
// `name` makes them exclusive: one open at a time). With JavaScript they also close on Escape
// (focus goes back to the menu's button) and on a click or tap outside them.
export function installMenus(doc: Document, selector = "details.nav-menu, details.nav-drawer") {
  const open = () =>
    [...doc.querySelectorAll<HTMLDetailsElement>(`${selector}`)].filter((d) => d.open);
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const menus = open();
    if (!menus.length) return;
    // The innermost open menu closes first (a menu inside the phone's drawer, then the drawer).
    const inner = menus[menus.length - 1];
    inner.open = false;
    inner.querySelector("summary")?.focus();
  });
  doc.addEventListener("click", (event) => {
    const target = event.target as Node | null;
    for (const menu of open()) {
      if (!target || !menu.contains(target)) menu.open = false;
    }
  });
  // Marks the page as having the handlers (browser tests wait for it).
  doc.documentElement.dataset.menus = "on";
}
