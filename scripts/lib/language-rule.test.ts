import { describe, expect, it } from "vitest";
import { decodedText, describeFinding, englishIn, otherLanguageIn, tamilIn } from "./language-rule";

describe("decodedText", () => {
  it("decodes JavaScript escapes, then HTML character references, then percent-encoding", () => {
    expect(decodedText(String.raw`"\u0BA4\u{0BAE}\x41 \"q\" it\'s \\ a\nb"`)).toBe(`"தமA "q" it's \\ a\nb"`);
    expect(decodedText("doesn&#x27;t &amp; &quot;x&quot; &#2980; &lt;p&gt; &copy;")).toBe(`doesn't & "x" த <p> &copy;`);
    expect(decodedText(String.raw`(\u0026quot;hi\u0026quot;)`)).toBe(`("hi")`);
    expect(decodedText("?text=Hello!%20I%20would %E0%AE%B5%E0%AE%A3")).toBe("?text=Hello! I would வண");
  });

  it("leaves what is not an escape as it is (a stray % in CSS, an unknown entity)", () => {
    expect(decodedText("width:100%;a%ZZ %E0%AE &nosuch;")).toBe("width:100%;a%ZZ %E0%AE &nosuch;");
  });
});

describe("tamilIn (an English page's file)", () => {
  it("allows the language switch's name, wherever it stands, and the ASCII alternate links", () => {
    const html = `<link rel="alternate" hreflang="ta" href="https://example.in/ta/about"><a lang="ta" hreflang="ta" href="/ta/about">தமிழ்</a>`;
    expect(tamilIn(html)).toEqual([]);
    expect(tamilIn(`const n={en:"English",ta:"தமிழ்"}`)).toEqual([]);
  });

  it("finds every other run of Tamil, once each, even escaped or next to the switch's name", () => {
    expect(tamilIn(`<p>வணக்கம் வணக்கம்</p><a>தமிழ்</a>`)).toEqual(["வணக்கம்"]);
    expect(tamilIn(`{"tagline":"\\u0B89\\u0B99\\u0BCD"}`)).toEqual(["உங்"]);
    expect(tamilIn("தமிழ்நாடு")).toEqual(["நாடு"]);
    expect(tamilIn("wa.me/1?text=%E0%AE%B5%E0%AE%A3")).toEqual(["வண"]);
  });

  it("allows what the page marks as Tamil, in its HTML and in the loader data that repeats it, and nothing after it", () => {
    const quote = `<p>Greetings (<span lang="ta">பொங்கல் நல்வாழ்த்துக்கள்</span>) in Tamil.</p>`;
    expect(tamilIn(quote)).toEqual([]);
    expect(tamilIn(JSON.stringify({ html: quote }))).toEqual([]);
    expect(tamilIn(JSON.stringify(JSON.stringify({ html: quote })))).toEqual([]);
    expect(tamilIn(`${quote}<p>வணக்கம்</p>`)).toEqual(["வணக்கம்"]);
    expect(tamilIn(`<span lang="tam">வணக்கம்</span>`)).toEqual(["வணக்கம்"]);
  });
});

describe("englishIn (a Tamil page's file)", () => {
  const copy = ["The page you are looking for doesn't exist or has moved.", "Hello! I would like to know more", "Get Started"];

  it("finds the English copy however the file escapes it", () => {
    expect(englishIn(`<p>The page you are looking for doesn&#x27;t exist or has moved.</p>`, copy)).toEqual([copy[0]]);
    expect(englishIn(`<a href="https://wa.me/91?text=Hello!%20I%20would%20like%20to%20know%20more%20about">`, copy)).toEqual([copy[1]]);
    expect(englishIn(`x={label:"Get Started"}`, copy)).toEqual(["Get Started"]);
  });

  it("finds nothing in Tamil copy with brand names and single English words", () => {
    expect(englishIn(`<h1>Meta Ads விளம்பரங்கள்</h1><span>English</span>`, copy)).toEqual([]);
  });
});

describe("otherLanguageIn", () => {
  it("names each file of a page that holds the other language, and what it holds", () => {
    const english = [
      { name: "HTML", text: `<a lang="ta" href="/ta">தமிழ்</a>` },
      { name: "/assets/copy-ta-x.js", text: `const o={tagline:"உங்கள் எண்ணங்களை"}` },
    ];
    expect(otherLanguageIn("en", english, [])).toEqual([{ file: "/assets/copy-ta-x.js", found: ["உங்கள்", "எண்ணங்களை"] }]);
    const tamil = [
      { name: "HTML", text: `<script type="application/ld+json">{"slogan":"Transforming Ideas into Digital Success"}</script>` },
      { name: "/assets/copy-ta-x.js", text: `const o={tagline:"உங்கள்"}` },
    ];
    expect(otherLanguageIn("ta", tamil, ["Transforming Ideas into Digital Success"])).toEqual([
      { file: "HTML", found: ["Transforming Ideas into Digital Success"] },
    ]);
    // The rule looks for English copy on Tamil pages only, and for Tamil on English pages only.
    expect(otherLanguageIn("ta", english, ["Get Started"])).toEqual([]);
    expect(otherLanguageIn("en", tamil, ["Transforming Ideas into Digital Success"])).toEqual([{ file: "/assets/copy-ta-x.js", found: ["உங்கள்"] }]);
  });
});

describe("describeFinding", () => {
  it("says which language, which file and which strings, long ones shortened", () => {
    expect(describeFinding("en", { file: "HTML", found: ["பொங்கல்"] })).toBe(`Tamil on an English page, in HTML: "பொங்கல்"`);
    expect(describeFinding("ta", { file: "/assets/a.js", found: ["x".repeat(70), "Get Started"] })).toBe(
      `English copy on a Tamil page, in /assets/a.js: "${"x".repeat(57)}...", "Get Started"`,
    );
    const runs = Array.from({ length: 12 }, (_, i) => "க".repeat(i + 1));
    expect(describeFinding("en", { file: "/assets/copy-ta.js", found: runs })).toBe(
      `Tamil on an English page, in /assets/copy-ta.js: ${runs.slice(0, 10).map((r) => `"${r}"`).join(", ")} and 2 more`,
    );
  });
});
