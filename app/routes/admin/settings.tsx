import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell, adminTitle, inputClass, primaryButton, secondaryButton } from "~/components/admin/admin-shell";
import { useAdminLang } from "~/components/admin/admin-lang";
import { BUILT_IN_TEMPLATES } from "~/components/admin/reply-links";
import { PlaceholderButtons, PlaceholderList } from "~/components/admin/reply-placeholders";
import { settingsCopy } from "~/content/admin/settings";
import { isLang, LANG_TAG, LANGS, LANGUAGE_NAMES, type Lang } from "~/shared/lang";
import {
  effectiveTemplates,
  replyTemplateSchema,
  TEMPLATE_FIELDS,
  TEMPLATE_LIMITS,
  templateProblems,
  withTemplate,
  type ReplyTemplate,
  type TemplateField,
  type TemplateProblem,
} from "~/shared/reply-templates";
import { requireOwner } from "~/routes/admin/owner-session.server";
import { readForm } from "~/routes/admin/request-body.server";
import { storedReplyTemplates } from "~/routes/admin/reply-templates.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: adminTitle(settingsCopy[data?.lang ?? "en"].title, data?.newCount ?? 0) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader(args: Route.LoaderArgs) {
  const { inbox, settings, session, headers, lang } = await requireOwner(args);
  const [stored, counts] = await Promise.all([storedReplyTemplates(settings, session.ownerId), inbox.counts()]);
  const own = Object.fromEntries(LANGS.map((each) => [each, Boolean(stored[each])])) as Record<Lang, boolean>;
  return data(
    { templates: effectiveTemplates(stored, BUILT_IN_TEMPLATES), own, email: session.email, newCount: counts.new, lang, now: Date.now() },
    { headers },
  );
}

type ActionResult =
  | { saved: "language" }
  | { saved: "templates" | "reset"; lang: Lang }
  | { refused: Lang; problems: TemplateProblem[]; values: Record<TemplateField, string> }
  | { notUnderstood: true };

/**
 * `intent=language` stores the inbox's language; `intent=templates` one language's reply text
 * (`lang`, `greeting`, `subject`, `body`), checked by the schema the page also checks with;
 * `intent=reset` puts a language back to the built-in text. Refused text changes nothing.
 */
export async function action(args: Route.ActionArgs) {
  const { settings, session, headers, lang: ownerLang } = await requireOwner(args);
  const form = await readForm(args.request, ownerLang);
  const intent = form.get("intent");
  const lang = intent === "language" ? form.get("language") : form.get("lang");
  if (!isLang(lang)) return data<ActionResult>({ notUnderstood: true }, { status: 400, headers });
  if (intent === "language") {
    await settings.setLanguage(session.ownerId, lang);
    return data<ActionResult>({ saved: "language" }, { headers });
  }
  if (intent !== "templates" && intent !== "reset") return data<ActionResult>({ notUnderstood: true }, { status: 400, headers });
  const stored = await storedReplyTemplates(settings, session.ownerId);
  if (intent === "reset") {
    await settings.setReplyTemplates(session.ownerId, lang, withTemplate(stored, lang, null));
    return data<ActionResult>({ saved: "reset", lang }, { headers });
  }
  const posted = Object.fromEntries(TEMPLATE_FIELDS.map((field) => [field, form.get(field)])) as Record<TemplateField, unknown>;
  const parsed = replyTemplateSchema.safeParse(posted);
  if (!parsed.success) {
    const values = Object.fromEntries(TEMPLATE_FIELDS.map((field) => [field, typeof posted[field] === "string" ? posted[field] : ""])) as Record<TemplateField, string>;
    return data<ActionResult>({ refused: lang, problems: templateProblems(parsed.error), values }, { status: 400, headers });
  }
  await settings.setReplyTemplates(session.ownerId, lang, withTemplate(stored, lang, parsed.data));
  return data<ActionResult>({ saved: "templates", lang }, { headers });
}

type Copy = (typeof settingsCopy)[Lang];

function Saved({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="mt-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
      {children}
    </p>
  );
}

function problemText(copy: Copy, problem: TemplateProblem): string {
  switch (problem.problem) {
    case "tooLong":
      return copy.problems.tooLong(problem.max);
    case "unknownPlaceholder":
      return copy.problems.unknownPlaceholder(problem.placeholder);
    default:
      return copy.problems[problem.problem];
  }
}

/**
 * One language's reply text. The browser checks it with the server's schema before sending,
 * so a mistake is named at once; without JavaScript the server's answer names it.
 */
function TemplateForm({ lang, template, own, result, busy }: { lang: Lang; template: ReplyTemplate; own: boolean; result: ActionResult | undefined; busy: boolean }) {
  const copy = settingsCopy[useAdminLang()];
  const [checked, setChecked] = useState<TemplateProblem[] | null>(null);
  const refused = result && "refused" in result && result.refused === lang ? result : null;
  const problems = checked ?? refused?.problems ?? [];
  const values = refused?.values ?? template;
  const saved = result && "saved" in result && result.saved !== "language" && result.lang === lang && !checked ? result.saved : null;

  function check(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "templates") return setChecked(null);
    const form = new FormData(event.currentTarget);
    const parsed = replyTemplateSchema.safeParse(Object.fromEntries(TEMPLATE_FIELDS.map((field) => [field, form.get(field)])));
    if (parsed.success) return setChecked(null);
    event.preventDefault();
    setChecked(templateProblems(parsed.error));
  }

  const id = (field: string) => `${lang}-${field}`;
  return (
    <section aria-labelledby={id("heading")} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id("heading")} className="text-lg font-semibold text-ink">
          {copy.templateHeading[lang]}
        </h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${own ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-700"}`}>
          {own ? copy.ownText : copy.builtInText}
        </span>
      </div>
      <Form method="post" className="mt-3 space-y-4" onSubmit={check} noValidate>
        <input type="hidden" name="lang" value={lang} />
        {problems.length > 0 ? (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {copy.notSaved}
          </p>
        ) : null}
        {/* Keyed by the stored text, so that a reset shows the built-in text in the boxes. */}
        <div key={`${template.greeting}\u0000${template.subject}\u0000${template.body}`} className="space-y-4">
          {TEMPLATE_FIELDS.map((field) => {
            const fieldProblems = problems.filter((problem) => problem.field === field);
            const describedBy = `${id(field)}-limit${fieldProblems.length > 0 ? ` ${id(field)}-problem` : ""}`;
            const shared = {
              id: id(field),
              name: field,
              lang: LANG_TAG[lang],
              defaultValue: values[field],
              "aria-invalid": fieldProblems.length > 0 || undefined,
              "aria-describedby": describedBy,
              className: `${inputClass} ${field === "subject" ? "" : "py-2 leading-relaxed"}`,
            };
            return (
              <div key={field}>
                <label htmlFor={id(field)} className="block text-sm font-semibold text-slate-800">
                  {copy.fields[field]}
                </label>
                {field === "subject" ? <input type="text" {...shared} /> : <textarea rows={field === "body" ? 6 : 5} {...shared} />}
                <PlaceholderButtons fieldId={id(field)} fieldName={copy.fields[field]} templateLang={lang} />
                <p id={`${id(field)}-limit`} className="mt-1 text-xs text-slate-600">
                  {copy.limit(TEMPLATE_LIMITS[field])}
                </p>
                {fieldProblems.length > 0 ? (
                  <ul id={`${id(field)}-problem`} className="mt-1 space-y-1 text-sm font-medium text-red-800">
                    {fieldProblems.map((problem, index) => (
                      <li key={index}>{problemText(copy, problem)}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            );
          })}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="templates" disabled={busy} className={primaryButton}>
            {copy.save[lang]}
          </button>
          {own ? (
            <button type="submit" name="intent" value="reset" disabled={busy} className={secondaryButton}>
              {copy.reset}
            </button>
          ) : null}
        </div>
        {saved ? <Saved>{saved === "reset" ? copy.templatesReset[lang] : copy.templatesSaved[lang]}</Saved> : null}
      </Form>
    </section>
  );
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, own, email, newCount } = loaderData;
  const lang = useAdminLang();
  const copy = settingsCopy[lang];
  const busy = useNavigation().state !== "idle";
  const result = actionData as ActionResult | undefined;
  const moreLink = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline";

  return (
    <AdminShell newCount={newCount} email={email}>
      <h1 className="text-2xl font-bold text-ink">{copy.title}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{copy.intro}</p>
      {result && "notUnderstood" in result ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {copy.notUnderstood}
        </p>
      ) : null}

      <section aria-labelledby="language-heading" className="mt-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <Form method="post" key={lang}>
          <fieldset aria-describedby="language-hint">
            <legend id="language-heading" className="text-lg font-semibold text-ink">
              {copy.language.heading}
            </legend>
            <p id="language-hint" className="mt-1 text-sm text-slate-700">
              {copy.language.hint}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {LANGS.map((each) => (
                <label
                  key={each}
                  lang={LANG_TAG[each]}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-4 font-semibold text-ink has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input type="radio" name="language" value={each} defaultChecked={each === lang} className="size-4 accent-brand-700" />
                  {LANGUAGE_NAMES[each]}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" name="intent" value="language" disabled={busy} className={`${primaryButton} mt-4`}>
            {copy.language.save}
          </button>
          {result && "saved" in result && result.saved === "language" ? <Saved>{copy.language.saved}</Saved> : null}
        </Form>
      </section>

      <section aria-labelledby="replies-heading" className="mt-6">
        <h2 id="replies-heading" className="text-xl font-bold text-ink">
          {copy.replies.heading}
        </h2>
        <p className="mt-2 max-w-prose text-slate-700">{copy.replies.intro}</p>
        <div className="mt-3 max-w-prose rounded-2xl bg-slate-50 p-4 text-sm text-slate-800">
          <PlaceholderList />
          <p className="mt-3">{copy.replies.brackets}</p>
          <p className="mt-2">{copy.replies.example}</p>
        </div>
        <div className="mt-4 space-y-4">
          {LANGS.map((each) => (
            <TemplateForm key={each} lang={each} template={templates[each]} own={own[each]} result={result} busy={busy} />
          ))}
        </div>
      </section>

      <nav aria-labelledby="more-heading" className="mt-6">
        <h2 id="more-heading" className="text-sm font-semibold text-slate-600">
          {copy.moreHeading}
        </h2>
        <ul className="mt-1 flex flex-wrap gap-x-5">
          <li>
            <Link to="/admin/notifications" className={moreLink}>
              {copy.more.notifications}
            </Link>
          </li>
          <li>
            <Link to="/admin/passkeys" className={moreLink}>
              {copy.more.passkeys}
            </Link>
          </li>
          <li>
            <Link to="/admin/devices" className={moreLink}>
              {copy.more.devices}
            </Link>
          </li>
        </ul>
      </nav>
    </AdminShell>
  );
}
