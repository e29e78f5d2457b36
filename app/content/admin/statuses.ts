/**
 * An enquiry's statuses as the owner reads them: the badge, the list's tabs and the buttons that
 * change a status. A tab names a group, so in Tamil it takes the plural (புதியவை), where the
 * badge on one enquiry takes the singular (புதியது; review 2, N14). The server's history keeps its
 * own English record (app/shared/inbox.ts STATUS_LABELS); these are only the screens' words.
 */
import { bilingual } from "~/content/admin/bilingual";
import type { StatusFilter } from "~/shared/inbox";

export const statusCopy = bilingual(
  {
    labels: { new: "New", read: "Read", replied: "Replied", spam: "Spam", archived: "Archived" },
    tabs: { inbox: "Inbox", new: "New", read: "Read", replied: "Replied", spam: "Spam", archived: "Archived", all: "All" } satisfies Record<StatusFilter, string>,
    actions: { replied: "Mark as replied", spam: "Mark as spam", archived: "Archive", read: "Move to inbox" },
  },
  {
    labels: { new: "புதியது", read: "படித்தது", replied: "பதில் அனுப்பப்பட்டது", spam: "ஸ்பேம்", archived: "ஆர்கைவ்" },
    tabs: { inbox: "இன்பாக்ஸ்", new: "புதியவை", read: "படித்தவை", replied: "பதில் அனுப்பப்பட்டவை", spam: "ஸ்பேம்", archived: "ஆர்கைவ் செய்தவை", all: "எல்லாம்" },
    actions: { replied: "பதில் அனுப்பிவிட்டேன்", spam: "ஸ்பேம் எனக் குறியுங்கள்", archived: "ஆர்கைவ் செய்யுங்கள்", read: "இன்பாக்ஸுக்கு மாற்றுங்கள்" },
  },
);
