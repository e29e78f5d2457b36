/**
 * The inbox's notice when the server's daily backup failed (docs/decisions/0081-backups-that-restore.md),
 * in the owner's language. The error itself is the system's, in English, shown as it is.
 */
import { bilingual } from "~/content/admin/bilingual";

export const backupsCopy = bilingual(
  {
    failed: "The daily backup failed",
    reason: "Reason:",
    next: "The site keeps working, and the server tries again every hour. Check the server's log and BACKUP_DIR, or tell whoever looks after the server.",
  },
  {
    failed: "தினசரி பேக்கப் தோல்வியடைந்தது",
    reason: "காரணம்:",
    next: "வெப்சைட் வழக்கம்போல் இயங்குகிறது; சர்வர் ஒவ்வொரு மணி நேரமும் மீண்டும் முயலும். சர்வரின் லாக்கையும் BACKUP_DIR அமைப்பையும் சரிபாருங்கள், அல்லது சர்வரைப் பராமரிப்பவரிடம் சொல்லுங்கள்.",
  },
);
