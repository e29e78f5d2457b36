/**
 * The floating corner (the WhatsApp button, its hint, the live chat's closed frame) steps aside
 * while a form of the page is under it. On a phone the form's fields and its Send button are as
 * wide as the screen, so anything fixed in a corner covers each of them at some scroll position,
 * and the live chat's transparent frame would take their taps (issue 31, decision 0069).
 * One attribute on <html> says so; app.css hides the corner's parts by it. Fetched only by a
 * page with a form, after it has hydrated (../layout/whatsapp-chat.tsx), so no page's first visit carries it.
 */
export const FORM_UNDER_CORNER_ATTRIBUTE = "data-form-under-corner";

/**
 * The corner's parts (app.css hides the same ones): the WhatsApp button's box, and the live chat's
 * frame while closed. The WhatsApp hint is not one: a page with a form shows none (../layout/whatsapp-chat.tsx).
 */
const CORNER_PARTS = "#whatsapp, #live-chat:not([data-open])";

/** Room kept between the corner and a form, so the corner is gone before a field reaches it. */
const CLEARANCE_PX = 16;

function cornerOverForm(forms: string): boolean {
  const parts = Array.from(document.querySelectorAll(CORNER_PARTS), (part) => part.getBoundingClientRect()).filter((box) => box.width > 0);
  return Array.from(document.querySelectorAll(forms)).some((form) => {
    const box = form.getBoundingClientRect();
    return parts.some(
      (part) =>
        part.left < box.right + CLEARANCE_PX &&
        part.right > box.left - CLEARANCE_PX &&
        part.top < box.bottom + CLEARANCE_PX &&
        part.bottom > box.top - CLEARANCE_PX,
    );
  });
}

/**
 * Keeps the attribute true to the page until the returned function stops it: checked once a
 * frame at most, whenever the page scrolls or resizes, its content changes size (field errors, a
 * form replaced) or the body gains a part (the live chat's frame arrives after the page is idle).
 */
export function keepCornerClearOf(forms: string): () => void {
  const root = document.documentElement;
  let frame = 0;
  const update = () => {
    frame = 0;
    root.toggleAttribute(FORM_UNDER_CORNER_ATTRIBUTE, cornerOverForm(forms));
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  const resized = new ResizeObserver(schedule);
  const main = document.querySelector("main");
  if (main) resized.observe(main);
  const added = new MutationObserver(schedule);
  added.observe(document.body, { childList: true });
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    resized.disconnect();
    added.disconnect();
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    root.removeAttribute(FORM_UNDER_CORNER_ATTRIBUTE);
  };
}
