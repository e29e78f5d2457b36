/** The spec's timings (section 9), in milliseconds. CSS in app.css mirrors the splash ones. */
export const SPLASH_ANIMATION_MS = 2500;
export const SPLASH_DURATION_MS = 3000;
export const WHATSAPP_HINT_DELAY_MS = 2000;
