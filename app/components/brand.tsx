import { Link } from "react-router";
import { site } from "~/content/site";

/** Logo mark and brand text, linking home. */
export function Brand({ onDark = false, onNavigate }: { onDark?: boolean; onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="flex items-center gap-2.5 rounded-md">
      <img src="/logo.svg" alt="" width="36" height="36" className="size-9 shrink-0" />
      <span className={`text-lg font-extrabold tracking-tight ${onDark ? "text-white" : "text-ink"}`}>
        {site.name}
      </span>
    </Link>
  );
}
