import { Link } from "react-router";
import { useLocale } from "~/content/locale";

/** Logo mark and brand text, linking home. */
export function Brand({ onDark = false, onNavigate }: { onDark?: boolean; onNavigate?: () => void }) {
  const { site, path } = useLocale();
  return (
    <Link to={path("/")} onClick={onNavigate} className="flex items-center gap-2.5 rounded-md">
      <img src="/logo.svg" alt="" width="36" height="36" className="size-9 shrink-0" />
      <span className={`text-lg font-extrabold tracking-tight ${onDark ? "text-white" : "text-ink"}`}>
        {site.name}
      </span>
    </Link>
  );
}
