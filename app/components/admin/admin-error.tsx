import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { AdminCard } from "./admin-shell";

const MESSAGES: Record<number, { title: string; text: string }> = {
  400: { title: "That request could not be read", text: "Please go back and try again." },
  401: { title: "Please sign in again", text: "Your session has ended on this device." },
  403: { title: "That change was refused", text: "Changes must be made from the inbox's own pages. Go back and try again." },
  404: { title: "Not found", text: "There is no such enquiry or page in the inbox." },
  503: { title: "The inbox is unavailable", text: "The database cannot be reached just now. Please try again in a minute." },
};

/** What the inbox shows when a page cannot be shown. */
export function AdminError({ status }: { status: number }) {
  const message = MESSAGES[status] ?? { title: "Something went wrong", text: "Please try again in a moment." };
  return (
    <AdminCard title={message.title}>
      <p className="mt-2 text-slate-700">{message.text}</p>
      <Link to={status === 401 ? "/admin/sign-in" : "/admin"} className="mt-4 inline-block font-semibold text-brand-700 underline">
        {status === 401 ? "Sign in" : "Back to the inbox"}
      </Link>
    </AdminCard>
  );
}

/** Every inbox page's ErrorBoundary: errors stay inside the inbox's own code. */
export function AdminErrorBoundary() {
  const error = useRouteError();
  return <AdminError status={isRouteErrorResponse(error) ? error.status : 500} />;
}
