/**
 * Text that came from visitors, made safe before it is kept or shown to the operator.
 *
 * - Line breaks: every spelling (CR LF, a lone CR, NEL, U+2028/2029) becomes "\n" before
 *   storage, so no bare CR or LF can reach an SMTP DATA stream (SMTP smuggling) or a CSV.
 * - Control and bidi characters: C0 and C1 controls (ESC, U+009B CSI, …) drive a terminal,
 *   and bidi overrides (U+202E, …) make text read other than it is. Metadata (the
 *   User-Agent) is stored without them; every operator output (CLI table, CSV, JSON, mail
 *   log) shows what remains in stored text as a visible `<U+202E>`.
 */

/** Every line break spelling except "\n" itself. */
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;

/** C0 controls other than tab and line feed, DEL, C1 controls, and the bidi and other invisible formatting marks. */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** "\r\n", a lone "\r" and the Unicode line separators as "\n". */
export function normaliseLineBreaks(text: string): string {
  return text.replace(LINE_BREAKS, "\n");
}

/** For stored metadata: line breaks, controls and bidi marks removed. */
export function stripUnsafe(text: string): string {
  return normaliseLineBreaks(text).replace(/\n/g, " ").replace(UNSAFE, "");
}

/** For operator output: each control or bidi character written out as `<U+XXXX>`, so it is seen and has no effect. */
export function escapeUnsafe(text: string): string {
  return normaliseLineBreaks(text).replace(UNSAFE, (char) => `<U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}>`);
}
