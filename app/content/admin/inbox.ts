/**
 * The words of the inbox's list (/admin, issue 30) in the owner's language: its heading, search,
 * counts, pages, notices and the actions on several enquiries at once. Status names are in
 * ./statuses.ts, the filters by what brought an enquiry in ./attribution.ts.
 */
import type { Lang } from "~/shared/lang";
import type { BulkStatus } from "~/shared/inbox";
import { bilingual } from "~/content/admin/bilingual";

export const inboxCopy = bilingual(
  {
    title: "Inbox",
    heading: "Enquiries",
    exportCsv: "Export CSV",
    statusNav: "Filter by status",
    searchLabel: "Search name, email, phone, business or message",
    searchPlaceholder: "Search enquiries",
    service: "Service",
    allServices: "All services",
    search: "Search",
    clearSearch: "Clear search",
    /** A search on the Inbox tab that also matches archived or spam enquiries: links to them. */
    elsewhere: {
      archived: (count: number) => `${count} more in Archived`,
      spam: (count: number) => `${count} more in Spam`,
    },
    noMatch: "No enquiries match this search.",
    empty: "No enquiries here yet.",
    count: (total: number, page: number, pageCount: number) =>
      `${total === 1 ? "1 enquiry" : `${total} enquiries`}${pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}`,
    pages: "Pages",
    newer: "Newer",
    older: "Older",
    /** The language an enquiry was sent in, as the owner names it. */
    languages: { en: "English", ta: "Tamil" } satisfies Record<Lang, string>,
    erased: (count: number) => (count === 1 ? "Erased 1 enquiry and everything stored with it." : `Erased ${count} enquiries and everything stored with them.`),
    bulk: {
      label: "Change the selected enquiries",
      selectAll: "Select all on this page",
      select: (name: string) => `Select ${name}`,
      selected: (count: number) => (count === 1 ? "1 selected" : `${count} selected`),
      buttons: { read: "Mark read", spam: "Spam", archived: "Archive" } satisfies Record<BulkStatus, string>,
      done: {
        read: (count: number) => (count === 1 ? "1 enquiry marked read" : `${count} enquiries marked read`),
        spam: (count: number) => (count === 1 ? "1 enquiry marked as spam" : `${count} enquiries marked as spam`),
        archived: (count: number) => (count === 1 ? "1 enquiry archived" : `${count} enquiries archived`),
      } satisfies Record<BulkStatus, (count: number) => string>,
      invalid: "Nothing was changed: tick one or more enquiries on this page, then tap Mark read, Spam or Archive.",
    },
    /**
     * Move to inbox (its button is statusCopy's actions.read) and the Undo of a bulk action (decision 0086).
     * The seconds come as an argument: a value imported from ~/shared here would tie the copy's chunk and the shared one in a circle.
     */
    putBack: {
      moved: (count: number) => (count === 1 ? "1 enquiry moved to the inbox" : `${count} enquiries moved to the inbox`),
      undo: "Undo",
      secondsLeft: (seconds: number) => `${seconds} s`,
      undone: (restored: number, changed: number) => {
        if (restored === changed) return changed === 1 ? "1 enquiry is back as it was" : `${changed} enquiries are back as they were`;
        const left = changed - restored;
        return `${restored} of ${changed} enquiries are back as they were; ${left === 1 ? "1 you changed in the meantime stays as it is" : `${left} you changed in the meantime stay as they are`}.`;
      },
      tooLate: (seconds: number) => `Too late to undo: Undo works for ${seconds} seconds after a change. Nothing was changed.`,
      invalid: "Nothing was changed: this Undo is not one the inbox offered.",
    },
  },
  {
    title: "இன்பாக்ஸ்",
    heading: "விசாரணைகள்",
    exportCsv: "CSV டவுன்லோட்",
    statusNav: "நிலை வாரியாகப் பாருங்கள்",
    searchLabel: "பெயர், மின்னஞ்சல், போன், வணிகம் அல்லது செய்தியில் தேடுங்கள்",
    searchPlaceholder: "விசாரணைகளில் தேடுங்கள்",
    service: "சேவை",
    allServices: "எல்லாச் சேவைகளும்",
    search: "தேடுங்கள்",
    clearSearch: "தேடலை நீக்குங்கள்",
    elsewhere: {
      archived: (count: number) => `ஆர்கைவ் செய்தவற்றில் இன்னும் ${count}`,
      spam: (count: number) => `ஸ்பேமில் இன்னும் ${count}`,
    },
    noMatch: "இந்தத் தேடலுக்குப் பொருந்தும் விசாரணைகள் இல்லை.",
    empty: "இங்கே இன்னும் விசாரணைகள் இல்லை.",
    count: (total: number, page: number, pageCount: number) =>
      `${total === 1 ? "1 விசாரணை" : `${total} விசாரணைகள்`}${pageCount > 1 ? `, பக்கம் ${page} / ${pageCount}` : ""}`,
    pages: "பக்கங்கள்",
    newer: "புதியவை",
    older: "பழையவை",
    languages: { en: "ஆங்கிலம்", ta: "தமிழ்" },
    erased: (count: number) =>
      count === 1 ? "1 விசாரணையும் அதனுடன் சேமிக்கப்பட்ட எல்லாமும் நீக்கப்பட்டன." : `${count} விசாரணைகளும் அவற்றுடன் சேமிக்கப்பட்ட எல்லாமும் நீக்கப்பட்டன.`,
    bulk: {
      label: "தேர்ந்தெடுத்த விசாரணைகளை மாற்றுங்கள்",
      selectAll: "இந்தப் பக்கத்தில் உள்ள எல்லாம்",
      select: (name: string) => `தேர்ந்தெடுங்கள்: ${name}`,
      selected: (count: number) => (count === 1 ? "1 தேர்ந்தெடுக்கப்பட்டது" : `${count} தேர்ந்தெடுக்கப்பட்டன`),
      buttons: { read: "படித்தது", spam: "ஸ்பேம்", archived: "ஆர்கைவ்" },
      done: {
        read: (count: number) => (count === 1 ? "1 விசாரணை படித்ததாகக் குறிக்கப்பட்டது" : `${count} விசாரணைகள் படித்ததாகக் குறிக்கப்பட்டன`),
        spam: (count: number) => (count === 1 ? "1 விசாரணை ஸ்பேம் எனக் குறிக்கப்பட்டது" : `${count} விசாரணைகள் ஸ்பேம் எனக் குறிக்கப்பட்டன`),
        archived: (count: number) => (count === 1 ? "1 விசாரணை ஆர்கைவ் செய்யப்பட்டது" : `${count} விசாரணைகள் ஆர்கைவ் செய்யப்பட்டன`),
      },
      invalid: "எதுவும் மாற்றப்படவில்லை: இந்தப் பக்கத்தில் ஒன்றோ பலவோ விசாரணைகளைத் தேர்ந்தெடுத்து, பிறகு படித்தது, ஸ்பேம் அல்லது ஆர்கைவ் பட்டனைத் தட்டுங்கள்.",
    },
    putBack: {
      moved: (count: number) => (count === 1 ? "1 விசாரணை இன்பாக்ஸுக்கு மாற்றப்பட்டது" : `${count} விசாரணைகள் இன்பாக்ஸுக்கு மாற்றப்பட்டன`),
      undo: "செயல்தவிர்",
      secondsLeft: (seconds: number) => `${seconds} வினாடி`,
      undone: (restored: number, changed: number) => {
        if (restored === changed) return changed === 1 ? "1 விசாரணை முன்பு இருந்த நிலைக்குத் திரும்பியது" : `${changed} விசாரணைகள் முன்பு இருந்த நிலைக்குத் திரும்பின`;
        const left = changed - restored;
        return `${changed} விசாரணைகளில் ${restored} முன்பு இருந்த நிலைக்குத் திரும்பின; இடையில் நீங்கள் மாற்றிய ${left} ${left === 1 ? "விசாரணை நீங்கள் வைத்தபடியே உள்ளது" : "விசாரணைகள் நீங்கள் வைத்தபடியே உள்ளன"}.`;
      },
      tooLate: (seconds: number) => `செயல்தவிர்க்க நேரம் முடிந்துவிட்டது: மாற்றிய ${seconds} வினாடிகளுக்குள் மட்டுமே செயல்தவிர்க்க முடியும். எதுவும் மாற்றப்படவில்லை.`,
      invalid: "எதுவும் மாற்றப்படவில்லை: இந்தச் செயல்தவிர் இன்பாக்ஸ் காட்டியது அல்ல.",
    },
  },
);

