import { Link } from "react-router";
import { useLocale } from "~/content/locale";
import { Brand } from "./brand";
import { SocialIcon } from "../ui/icons";

export function Footer() {
  const { site, ui, mainNav, legalNav } = useLocale();
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div>
          <Brand onDark />
          <p className="mt-4 max-w-sm leading-7 text-slate-300">{site.tagline}</p>
          <ul className="mt-6 flex gap-3" aria-label={ui.footer.socialLabel}>
            {site.social.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  aria-label={link.label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-ink"
                >
                  <SocialIcon icon={link.icon} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterNav id="footer-quick-links" title={ui.footer.quickLinks} items={mainNav} />
        <FooterNav id="footer-legal" title={ui.footer.legal} items={legalNav} />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-5 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          {ui.footer.copyright(site.copyrightYears, site.name)}
        </p>
      </div>
    </footer>
  );
}

function FooterNav({ id, title, items }: { id: string; title: string; items: ReadonlyArray<{ to: string; label: string }> }) {
  const { path } = useLocale();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-widest text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-1">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={path(item.to)} className="inline-block py-1.5 hover:text-accent-300">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
