/**
 * Small notifications in the corner: a success or an error, closable and gone after a
 * few seconds, but never while the pointer is over one or focus is in it (WCAG 2.2.1:
 * someone reading it, or reaching for its close button, keeps it). Two live regions are always
 * in the page (a polite one for success, an assertive one for errors) so screen readers announce
 * a toast the moment it appears.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { LateToastItem } from "./lazy-parts";
import type { ToastMessage, ToastVariant } from "./toast-item";

export function useToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback((toast: Omit<ToastMessage, "id">) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...toast, id }]);
  }, []);
  return { toasts, show, dismiss };
}

export function Toaster({ toasts, onDismiss }: { toasts: ToastMessage[]; onDismiss: (id: number) => void }) {
  const regions: Array<{ variant: ToastVariant; role: "status" | "alert"; live: "polite" | "assertive" }> = [
    { variant: "success", role: "status", live: "polite" },
    { variant: "destructive", role: "alert", live: "assertive" },
  ];
  // A toast's code comes after the page's (no page shows one when it opens).
  useEffect(() => {
    void LateToastItem.preload();
  }, []);
  return (
    <div className="pointer-events-none fixed inset-x-4 top-20 z-[60] flex flex-col items-end gap-3 sm:left-auto sm:w-96">
      {regions.map(({ variant, role, live }) => (
        <div key={variant} role={role} aria-live={live} aria-atomic="false" className="flex w-full flex-col gap-3">
          <Suspense fallback={null}>
            {toasts
              .filter((toast) => toast.variant === variant)
              .map((toast) => (
                <LateToastItem.Component key={toast.id} toast={toast} onDismiss={onDismiss} />
              ))}
          </Suspense>
        </div>
      ))}
    </div>
  );
}
