/**
 * The reply text's placeholders on the settings page (issue 37, decision 0088): the list that
 * explains them, in both spellings, and under each box the buttons that put one in where the
 * caret is, so that nobody types `{பெயர்}` or `{name}` by hand. The buttons need JavaScript: the
 * server draws none, and without JavaScript the list still says what to type.
 */
import { useEffect, useRef, useState } from "react";
import { useAdminLang } from "~/components/admin/admin-lang";
import { settingsCopy } from "~/content/admin/settings";
import { LANG_TAG, LANGS, type Lang } from "~/shared/lang";
import { PLACEHOLDER_TOKENS, PLACEHOLDERS, type Placeholder } from "~/shared/reply-templates";

/** False on the server and while hydrating: what needs JavaScript is drawn only once it runs. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Each placeholder in both spellings, the owner's language's first, and what it is filled with. */
export function PlaceholderList() {
  const lang = useAdminLang();
  const copy = settingsCopy[lang].replies;
  const spellings = [lang, ...LANGS.filter((each) => each !== lang)];
  const hydrated = useHydrated();
  return (
    <>
      <p className="font-semibold">{copy.placeholdersHeading}</p>
      {/* On a phone each word's two spellings above what it means: beside them, the meaning would get a narrow column. */}
      <dl className="mt-2 grid gap-x-3 sm:grid-cols-[auto_1fr] sm:gap-y-1">
        {PLACEHOLDERS.map((placeholder) => (
          <div key={placeholder} className="contents">
            <dt className="flex flex-wrap gap-1">
              {spellings.map((each) => (
                <code key={each} lang={LANG_TAG[each]} className="rounded bg-white px-1 font-mono text-ink">
                  {PLACEHOLDER_TOKENS[placeholder][each]}
                </code>
              ))}
            </dt>
            <dd className="mb-2 sm:mb-0">{copy.placeholders[placeholder]}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2">{copy.eitherSpelling}</p>
      {hydrated ? <p className="mt-2">{copy.buttonsHint}</p> : null}
    </>
  );
}

/**
 * `token` in place of the field's selection, or at its end when the owner never put the caret
 * in it (a fresh box's caret is at its start, which is not where anyone means). Then the caret
 * after it, the focus back in the field, and an `input` event, as if the owner had typed it.
 */
function insertToken(field: HTMLInputElement | HTMLTextAreaElement, token: string, atCaret: boolean) {
  const end = field.value.length;
  const from = atCaret ? (field.selectionStart ?? end) : end;
  const to = atCaret ? (field.selectionEnd ?? from) : end;
  field.setRangeText(token, from, to, "end");
  field.focus();
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The buttons under one box: the owner's words on them ('Name', 'பெயர்'), the spelling of the
 * template's language put in (`{பெயர்}` in the Tamil text, `{name}` in the English).
 */
export function PlaceholderButtons({ fieldId, fieldName, templateLang }: { fieldId: string; fieldName: string; templateLang: Lang }) {
  const copy = settingsCopy[useAdminLang()];
  const hydrated = useHydrated();
  const hadCaret = useRef(false);

  useEffect(() => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    const mark = () => {
      hadCaret.current = true;
    };
    if (document.activeElement === field) mark();
    field.addEventListener("focus", mark);
    return () => field.removeEventListener("focus", mark);
  }, [fieldId]);

  if (!hydrated) return null;

  function insert(placeholder: Placeholder) {
    const field = document.getElementById(fieldId);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) insertToken(field, PLACEHOLDER_TOKENS[placeholder][templateLang], hadCaret.current);
  }

  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {PLACEHOLDERS.map((placeholder) => (
        <button
          key={placeholder}
          type="button"
          data-insert-placeholder={placeholder}
          aria-label={copy.insert.label(copy.insert.words[placeholder], fieldName, copy.templateHeading[templateLang])}
          // Keeps the caret and the phone's keyboard in the field while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => insert(placeholder)}
          className="inline-flex min-h-10 min-w-16 items-center justify-center rounded-lg border border-brand-700/40 bg-brand-50 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-100"
        >
          <span aria-hidden="true" className="mr-1 font-mono">
            +
          </span>
          {copy.insert.words[placeholder]}
        </button>
      ))}
    </div>
  );
}
