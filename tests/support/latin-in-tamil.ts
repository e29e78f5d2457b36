/**
 * The Latin words Tamil copy may write (docs/I18N.md: brands, product names, acronyms), and the
 * device names that stay as they are (review 2, N36): what the Tamil inbox's pages
 * (tests/e2e/admin-languages.test.ts) and the Tamil owner's mails and pushes
 * (tests/server/owner-notices-tamil.test.ts) may show in Latin letters.
 */
export const LATIN_IN_TAMIL = new Set(
  "WhatsApp Google Bing Facebook Instagram YouTube LinkedIn Meta Ads Maps Chrome Safari iPhone iPad Mac Android Windows Linux JavaScript AI CSV SEO SMS OTP UPI GST utm_campaign".split(
    " ",
  ),
);

/** The Latin words of `text` that are not allowed in Tamil copy (after the caller took out its data: names, addresses, links). */
export function latinWords(text: string): string[] {
  return [...new Set(text.match(/[A-Za-z][\w'’]*/g) ?? [])].filter((word) => !LATIN_IN_TAMIL.has(word) && word !== "English");
}
