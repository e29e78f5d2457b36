/**
 * An enquiry's statuses as the owner reads them: the badge, the list's tabs and the buttons that
 * change a status. The server's history keeps its own English record (app/shared/inbox.ts
 * STATUS_LABELS); these are only the screens' words.
 */
import { bilingual } from "~/content/admin/bilingual";

export const statusCopy = bilingual(
  {
    labels: { new: "New", read: "Read", replied: "Replied", spam: "Spam", archived: "Archived" },
    tabs: { inbox: "Inbox", all: "All" },
    actions: { replied: "Mark as replied", spam: "Mark as spam", archived: "Archive", read: "Move to inbox" },
  },
  {
    labels: { new: "புதியது", read: "படித்தது", replied: "பதில் அளித்தது", spam: "ஸ்பேம்", archived: "ஆர்கைவ்" },
    tabs: { inbox: "இன்பாக்ஸ்", all: "எல்லாம்" },
    actions: { replied: "பதில் அளித்ததாகக் குறியுங்கள்", spam: "ஸ்பேம் எனக் குறியுங்கள்", archived: "ஆர்கைவ் செய்யுங்கள்", read: "இன்பாக்ஸுக்கு மாற்றுங்கள்" },
  },
);
