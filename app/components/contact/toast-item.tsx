import { useEffect, useRef, useState } from "react";
import { XIcon } from "~/components/ui/icons";
import { CheckCircle2Icon, CircleAlertIcon } from "~/components/icons/status";
import { useLocale } from "~/content/locale";

export type ToastVariant = "success" | "destructive";
export type ToastMessage = { id: number; variant: ToastVariant; title: string; description?: string };

export const TOAST_DURATION_MS = 5_000;

/** One toast; loaded after the page (./toast.tsx), as no page shows one when it opens. */
export type ToastItemProps = { toast: ToastMessage; onDismiss: (id: number) => void };

export default function ToastItem({ toast, onDismiss }: ToastItemProps) {
  // Where keyboard focus came from into the toast: closing it returns there instead of
  // dropping focus to the top of the page.
  const cameFrom = useRef<HTMLElement | null>(null);
  const close = () => {
    const target = cameFrom.current;
    onDismiss(toast.id);
    (target?.isConnected ? target : document.getElementById("main"))?.focus();
  };

  // The time left runs only while the toast is neither hovered nor focused.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const timeLeft = useRef(TOAST_DURATION_MS);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), timeLeft.current);
    return () => {
      window.clearTimeout(timer);
      timeLeft.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDismiss]);

  const { ui } = useLocale();
  const destructive = toast.variant === "destructive";
  const Icon = destructive ? CircleAlertIcon : CheckCircle2Icon;
  return (
    <div
      data-testid="toast"
      data-variant={toast.variant}
      data-paused={paused || undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => {
        setFocused(true);
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
      }}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
      }}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-2xl p-4 shadow-lg ring-1 ${
        destructive ? "bg-red-700 text-white ring-red-800" : "bg-white text-ink ring-slate-200"
      }`}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${destructive ? "text-white" : "text-emerald-600"}`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? (
          <p className={`mt-1 text-sm leading-6 ${destructive ? "text-red-50" : "text-slate-600"}`}>{toast.description}</p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={close}
        aria-label={ui.toast.close}
        className={`-m-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-full ${
          destructive ? "text-white hover:bg-white/15" : "text-slate-600 hover:bg-slate-100"
        }`}
      >
        <XIcon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
