/** The words every inbox page shares: its skip link, and the chrome's (AdminShell). */
import { bilingual } from "~/content/admin/bilingual";

export const layoutCopy = bilingual(
  {
    skipLink: "Skip to main content",
  },
  {
    skipLink: "முக்கிய உள்ளடக்கத்துக்குச் செல்லுங்கள்",
  },
);
