import type { LegalDocument, LegalSection } from "~/content/en/legal";
import type { PageWords } from "~/content/en/page-words";
import { Container, PageHero } from "./ui/section";

/** `updatedText` is `document.updated` as the page's language shows it, formatted by the server. */
export function LegalPage({ document, updatedText, words }: { document: LegalDocument; updatedText: string; words: PageWords["legalPage"] }) {
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={document.title} lead={document.intro} />
      <Container width="text" className="py-16 sm:py-20">
        <p className="text-sm text-slate-600">
          {words.lastUpdated} <time dateTime={document.updated}>{updatedText}</time>
        </p>
        {document.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-bold tracking-tight">{section.heading}</h2>
            <LegalText text={section} />
            {section.subsections?.map((subsection) => (
              <section key={subsection.heading} className="mt-8">
                <h3 className="text-xl font-bold tracking-tight">{subsection.heading}</h3>
                <LegalText text={subsection} />
              </section>
            ))}
          </section>
        ))}
      </Container>
    </>
  );
}

/** A section's or subsection's paragraphs, then its bullets. */
function LegalText({ text }: { text: Pick<LegalSection, "paragraphs" | "bullets"> }) {
  return (
    <>
      <div className="mt-4 space-y-4 text-lg leading-8 text-slate-700">
        {text.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      {text.bullets ? (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-lg leading-8 text-slate-700 marker:text-brand-600">
          {text.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
