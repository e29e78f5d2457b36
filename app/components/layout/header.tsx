import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { MenuIcon, XIcon } from "~/components/ui/icons";
import { useLocale } from "~/content/locale";
import { Brand } from "./brand";
import { LanguageSwitch } from "./language-switch";
import { ButtonLink } from "../ui/button";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${
    isActive ? "text-brand-700 bg-brand-50" : "text-slate-700 hover:text-brand-700"
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-4 py-3 text-base font-semibold ${
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-50"
  }`;

export function Header() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { ui, mainNav, path } = useLocale();

  // Whatever closes the menu (a link, Back, a redirect), a new location closes it.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white shadow-sm">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-6 lg:px-8">
        <Brand onNavigate={close} />
        <nav aria-label={ui.header.navLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={path(item.to)} end={item.to === "/"} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch onNavigate={close} />
          <div className="hidden md:block">
            <ButtonLink to={path("/contact")}>{ui.header.getStarted}</ButtonLink>
          </div>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? ui.header.closeMenu : ui.header.openMenu}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={ui.header.mobileNavLabel}
        hidden={!open}
        className="border-t border-slate-200 bg-white px-5 pt-2 pb-5 shadow-lg md:hidden"
      >
        <ul className="space-y-1">
          {mainNav.map((item) => (
            <li key={item.to}>
              <NavLink to={path(item.to)} end={item.to === "/"} className={mobileLinkClass} onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <ButtonLink to={path("/contact")} size="lg" className="mt-4 w-full" onClick={close}>
          {ui.header.getStarted}
        </ButtonLink>
      </nav>
    </header>
  );
}
