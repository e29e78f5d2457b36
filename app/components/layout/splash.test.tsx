/**
 * The server hides a pre-rendered page's splash by a text change (app/shared/splash.ts), and
 * renders it hidden itself for a page it renders (app/entry.server.tsx): both must give the same
 * markup, so the text it looks for must be what React writes.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { localeEn } from "~/content/en/locale";
import { LocaleContext } from "~/content/locale";
import { splashOpensPage, withSplashHidden } from "~/shared/splash";
import { Splash, SplashShownContext } from "./splash";

function render(shown: boolean): string {
  return renderToString(
    <LocaleContext.Provider value={localeEn}>
      <SplashShownContext value={shown}>
        <Splash />
      </SplashShownContext>
    </LocaleContext.Provider>,
  );
}

describe("the splash", () => {
  it("hidden by the pre-rendered page's text change is the splash React renders hidden", () => {
    const shown = render(true);
    expect(shown).not.toContain(" hidden=");
    expect(withSplashHidden(`<!doctype html><body>${shown}<main></main></body>`)).toBe(`<!doctype html><body>${render(false)}<main></main></body>`);
  });

  it("a page without one stays as it is", () => {
    expect(withSplashHidden("<main>about</main>")).toBeNull();
  });

  it("shows on a page the visitor arrives at, never within a visit or on the answer to a post", () => {
    expect(splashOpensPage("GET", null)).toBe(true);
    expect(splashOpensPage("GET", "none")).toBe(true);
    expect(splashOpensPage("GET", "cross-site")).toBe(true);
    expect(splashOpensPage("HEAD", "same-site")).toBe(true);
    expect(splashOpensPage("GET", "same-origin")).toBe(false);
    expect(splashOpensPage("POST", null)).toBe(false);
    expect(splashOpensPage("POST", "same-origin")).toBe(false);
  });
});
